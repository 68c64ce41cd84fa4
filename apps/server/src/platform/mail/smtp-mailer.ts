import nodemailer from "nodemailer";
import type { SmtpConfig } from "../config/config.ts";
import { envelope } from "./compose.ts";
import type { Mailer } from "./mailer.ts";

/** Sends through the configured SMTP server (pooled, so a burst of mail reuses connections). */
export function smtpMailer(smtp: SmtpConfig, from: string): Mailer {
  const transport = nodemailer.createTransport(
    smtp.url ?? {
      host: smtp.host,
      port: smtp.port,
      secure: smtp.secure,
      auth: smtp.user ? { user: smtp.user, pass: smtp.password } : undefined,
    },
  );
  return {
    async send(message) {
      await transport.sendMail(envelope(from, message));
    },
  };
}
