import path from "node:path";
import type { FastifyBaseLogger } from "fastify";
import type { MailConfig } from "../config/config.ts";
import { outboxMailer } from "./outbox-mailer.ts";
import { smtpMailer } from "./smtp-mailer.ts";

/** One message: plain text for every client, HTML for those that show it, and the link it is about. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The link the reader is asked to follow; the outbox names it in the log. */
  link?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** Where mail goes, in words for the start-up banner. */
export function mailDestination(config: MailConfig, dataDir: string): string {
  if (!config.smtp) return `written to ${path.resolve(dataDir, "outbox")} (set SMTP_URL to send it)`;
  return `sent through ${config.smtp.url ? new URL(config.smtp.url).host : `${config.smtp.host}:${config.smtp.port}`}`;
}

/** SMTP when configured; otherwise `.eml` files in DATA_DIR/outbox/ and a log line each. */
export function createMailer(config: MailConfig, dataDir: string, log: FastifyBaseLogger): Mailer {
  return config.smtp ? smtpMailer(config.smtp, config.from) : outboxMailer(dataDir, config.from, log);
}
