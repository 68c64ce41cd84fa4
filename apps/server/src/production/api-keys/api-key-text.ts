import { createHash, randomBytes } from "node:crypto";

const PREFIX_ALPHABET = "abcdefghijklmnopqrstuvwxyz0123456789";

/** `fwk_<8 characters>`: what people see to tell keys apart. */
function newPrefix(): string {
  // 36 letters and digits: a byte modulo 36 is biased slightly, harmless for a label that is not the secret.
  return `fwk_${[...randomBytes(8)].map((byte) => PREFIX_ALPHABET[byte % PREFIX_ALPHABET.length]).join("")}`;
}

/** A new key: `fwk_<prefix>_<32 base64url characters: 192 random bits>`, and its shown prefix. */
export function newApiKeyText(): { key: string; prefix: string } {
  const prefix = newPrefix();
  return { key: `${prefix}_${randomBytes(24).toString("base64url")}`, prefix };
}

/** What is stored: the key's SHA-256 in hex (a fast hash is enough for 192 random bits). */
export const hashApiKey = (key: string) => createHash("sha256").update(key).digest("hex");

/** Whether a bearer token looks like one of our keys (so identity tokens are never looked up as keys). */
export const looksLikeApiKey = (token: string) => /^fwk_[a-z0-9]{8}_[A-Za-z0-9_-]{32,}$/.test(token);
