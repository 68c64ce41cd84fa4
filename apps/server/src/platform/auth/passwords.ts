import { hash, verify } from "@node-rs/argon2";

// Argon2id with OWASP's recommended minimum cost (19 MiB, 2 passes, 1 lane).
const options = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, options);

export const verifyPassword = ({ hash: stored, password }: { hash: string; password: string }) =>
  verify(stored, password).catch(() => false);
