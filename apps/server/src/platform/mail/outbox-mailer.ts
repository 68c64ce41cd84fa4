import { randomBytes } from "node:crypto";
import { mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import type { FastifyBaseLogger } from "fastify";
import { composeEml } from "./compose.ts";
import type { Mailer } from "./mailer.ts";

/**
 * Without a mail server, each message is written as a standard `.eml` file (any mail program opens
 * it) and the log names its recipient, subject, link and file, so a self-hoster can follow a
 * verification link all the same.
 */
export function outboxMailer(dataDir: string, from: string, log: FastifyBaseLogger): Mailer {
  const folder = path.resolve(dataDir, "outbox");
  return {
    async send(message) {
      await mkdir(folder, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, "-");
      const file = path.join(folder, `${stamp}-${randomBytes(4).toString("hex")}.eml`);
      // Written beside its name and renamed, so a reader never opens half a message.
      await writeFile(`${file}.part`, await composeEml(from, message));
      await rename(`${file}.part`, file);
      log.info(
        { mail: { to: message.to, subject: message.subject, file, link: message.link } },
        `Mail to ${message.to}: "${message.subject}" written to ${file}${message.link ? ` (link: ${message.link})` : ""}`,
      );
    },
  };
}
