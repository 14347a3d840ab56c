import { randomBytes } from 'node:crypto';
import { hash, verify, type Algorithm } from '@node-rs/argon2';

/** Algorithm.Argon2id; the enum is a `const enum`, which isolatedModules cannot import. */
const ARGON2ID = 2 as Algorithm;

/** OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane (about 20 ms per hash on a laptop). */
export const ARGON2_OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  /** False for a wrong password and for a stored hash that cannot be read. */
  verify(storedHash: string, password: string): Promise<boolean>;
  /** Same work as a real verify, for e-mails without an account, so timing does not tell them apart. */
  verifyDummy(password: string): Promise<false>;
}

export function createPasswordHasher(): PasswordHasher {
  let dummyHash: Promise<string> | undefined;
  const verifySafely = async (storedHash: string, password: string) => {
    try {
      return await verify(storedHash, password);
    } catch {
      return false;
    }
  };
  return {
    hash: (password) => hash(password, ARGON2_OPTIONS),
    verify: verifySafely,
    async verifyDummy(password) {
      dummyHash ??= hash(randomBytes(32).toString('base64url'), ARGON2_OPTIONS);
      await verifySafely(await dummyHash, password);
      return false;
    },
  };
}
