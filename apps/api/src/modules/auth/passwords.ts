import { hash, verify } from '@node-rs/argon2';

/** Algorithm.Argon2id of @node-rs/argon2 (an ambient const enum, so not importable as a value). */
const ARGON2ID = 2;

// argon2id with OWASP's second recommended profile (19 MiB, t=2): about 20 ms on these machines.
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

let dummyHash: Promise<string> | undefined;

/**
 * Verifies a password. With no stored hash (unknown e-mail) it still spends the same work on
 * a dummy hash, so answer time does not reveal which e-mails exist.
 */
export async function verifyPassword(storedHash: string | null, password: string): Promise<boolean> {
  if (storedHash === null) {
    dummyHash ??= hashPassword('not-a-real-password-Trapline!1');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}
