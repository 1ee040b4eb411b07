import { hash, verify } from '@node-rs/argon2';

/**
 * argon2id with OWASP's minimum parameters (19 MiB, 2 passes): about 30 ms per hash on this hardware.
 * `algorithm: 2` is Argon2id (the package declares the enum as a const enum, which isolated modules cannot read).
 */
const options = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, options);
export const verifyPassword = (passwordHash: string, password: string) => verify(passwordHash, password);
