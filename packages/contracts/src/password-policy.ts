import { z } from 'zod';
import { ZText } from './common.ts';

/** Special characters the password policy accepts (specification 1, section 5). */
export const PASSWORD_SPECIAL_CHARACTERS = '@#$%^&+=!';
export const PASSWORD_MIN_LENGTH = 8;
/** Length of the password the super admin's set-password dialog generates. */
export const GENERATED_PASSWORD_LENGTH = 12;

export type PasswordRule = 'min_length' | 'uppercase' | 'digit' | 'special';

/** Which policy rules a candidate password breaks; empty when it is acceptable. */
export function passwordPolicyViolations(password: string): PasswordRule[] {
  const broken: PasswordRule[] = [];
  if (password.length < PASSWORD_MIN_LENGTH) broken.push('min_length');
  if (!/[A-Z]/.test(password)) broken.push('uppercase');
  if (!/[0-9]/.test(password)) broken.push('digit');
  if (![...password].some((c) => PASSWORD_SPECIAL_CHARACTERS.includes(c))) broken.push('special');
  return broken;
}

/** A new password: the messages are rule keys the clients translate. */
export const ZNewPassword = ZText.max(256).superRefine((value, ctx) => {
  for (const rule of passwordPolicyViolations(value)) {
    ctx.addIssue({ code: 'custom', message: `password_${rule}`, params: { rule } });
  }
});

/** New password plus confirmation; a mismatch is reported on `confirmPassword`. */
export function withPasswordConfirmation<T extends z.ZodObject<{ newPassword: z.ZodType<string>; confirmPassword: z.ZodType<string> }>>(schema: T) {
  return schema.refine((v) => v.newPassword === v.confirmPassword, {
    message: 'passwords_do_not_match',
    path: ['confirmPassword'],
  });
}

/** A request that sets a new password: `shape` (what proves the right to set it), the password and its confirmation. */
export function newPasswordRequest<Shape extends z.ZodRawShape>(shape: Shape) {
  return withPasswordConfirmation(z.object({ ...shape, newPassword: ZNewPassword, confirmPassword: ZText.max(256) }));
}

const GENERATED_ALPHABET = {
  lower: 'abcdefghijkmnopqrstuvwxyz',
  upper: 'ABCDEFGHJKLMNPQRSTUVWXYZ',
  digits: '23456789',
  special: '!@#$%^&*()',
};

/**
 * A random 12-character password of letters, digits and !@#$%^&*() that also satisfies the
 * policy (at least one upper-case letter, digit and a special character the policy accepts).
 */
export function generatePassword(random: (max: number) => number = cryptoRandomInt): string {
  const all = GENERATED_ALPHABET.lower + GENERATED_ALPHABET.upper + GENERATED_ALPHABET.digits + GENERATED_ALPHABET.special;
  const policySpecial = [...GENERATED_ALPHABET.special].filter((c) => PASSWORD_SPECIAL_CHARACTERS.includes(c)).join('');
  const pick = (set: string) => set[random(set.length)]!;
  const chars = [pick(GENERATED_ALPHABET.upper), pick(GENERATED_ALPHABET.digits), pick(policySpecial), pick(GENERATED_ALPHABET.lower)];
  while (chars.length < GENERATED_PASSWORD_LENGTH) chars.push(pick(all));
  for (let i = chars.length - 1; i > 0; i--) {
    const j = random(i + 1);
    [chars[i], chars[j]] = [chars[j]!, chars[i]!];
  }
  return chars.join('');
}

function cryptoRandomInt(max: number): number {
  const buf = new Uint32Array(1);
  // Rejection sampling keeps the distribution uniform.
  const limit = Math.floor(0x100000000 / max) * max;
  do globalThis.crypto.getRandomValues(buf);
  while (buf[0]! >= limit);
  return buf[0]! % max;
}
