import type { Transporter } from "nodemailer";
import type { SmtpConfig } from "../config/config.ts";
import { envelope } from "./compose.ts";
import type { Mailer } from "./mailer.ts";

/** Sends through the configured SMTP server (pooled, so a burst of mail reuses connections); nodemailer loads with the first message. */
export function smtpMailer(smtp: SmtpConfig, from: string): Mailer {
  let transport: Promise<Transporter> | undefined;
  const connect = async () => {
    const { default: nodemailer } = await import("nodemailer");
    return nodemailer.createTransport(
      smtp.url ?? {
        host: smtp.host,
        port: smtp.port,
        secure: smtp.secure,
        auth: smtp.user ? { user: smtp.user, pass: smtp.password } : undefined,
      },
    );
  };
  return {
    async send(message) {
      await (await (transport ??= connect())).sendMail(envelope(from, message));
    },
  };
}
