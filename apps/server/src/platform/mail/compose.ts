import type { Transporter } from "nodemailer";
import type { MailMessage } from "./mailer.ts";

/** The message as nodemailer takes it, from the configured sender. */
export const envelope = (from: string, message: MailMessage) => ({
  from,
  to: message.to,
  subject: message.subject,
  text: message.text,
  html: message.html,
});

let composer: Promise<Transporter> | undefined;

/** The message in RFC 5322 form, as a `.eml` file holds it. nodemailer loads with the first message. */
export async function composeEml(from: string, message: MailMessage): Promise<Buffer> {
  composer ??= import("nodemailer").then(({ default: nodemailer }) =>
    nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" }),
  );
  const info = await (await composer).sendMail(envelope(from, message));
  return info.message as Buffer;
}
