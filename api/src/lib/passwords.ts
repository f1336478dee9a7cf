// Passwords are hashed with argon2id (@node-rs/argon2 defaults: 19 MiB, 2 passes).
import { hash, verify } from '@node-rs/argon2';

export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

let dummyHash: Promise<string> | null = null;

/**
 * True when `password` matches `passwordHash`. An account without a password (null) never matches,
 * but still costs one verification, so response time does not tell which e-mails exist.
 */
export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (!passwordHash) {
    dummyHash ??= hash('storefront-timing-equalizer');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
