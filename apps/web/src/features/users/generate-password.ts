import { GENERATED_PASSWORD_LENGTH, PASSWORD_SPECIAL_CHARACTERS, passwordPolicyViolations } from '@trapline/contracts/password-policy';

const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const LOWER = 'abcdefghijkmnopqrstuvwxyz';
const DIGITS = '23456789';

function pick(alphabet: string, random: Uint32Array, index: number) {
  return alphabet[random[index]! % alphabet.length]!;
}

/**
 * A 12-character password for the super admin's set-password dialog: random from the browser's
 * CSPRNG, with at least one upper-case letter, digit and special character (the policy), and no
 * look-alike characters (0/O, 1/l/I) since it is read out or copied by hand.
 */
export function generatePassword(
  length = GENERATED_PASSWORD_LENGTH,
  random: (n: number) => Uint32Array = (n) => crypto.getRandomValues(new Uint32Array(n)),
): string {
  const all = UPPER + LOWER + DIGITS + PASSWORD_SPECIAL_CHARACTERS;
  for (;;) {
    const r = random(length * 2);
    const chars = [pick(UPPER, r, 0), pick(DIGITS, r, 1), pick(PASSWORD_SPECIAL_CHARACTERS, r, 2)];
    for (let i = 3; i < length; i++) chars.push(pick(all, r, i));
    // Shuffle so the required characters are not always first (Fisher-Yates on the second half of r).
    for (let i = chars.length - 1; i > 0; i--) {
      const j = r[length + i]! % (i + 1);
      [chars[i], chars[j]] = [chars[j]!, chars[i]!];
    }
    const password = chars.join('');
    if (passwordPolicyViolations(password).length === 0) return password;
  }
}
