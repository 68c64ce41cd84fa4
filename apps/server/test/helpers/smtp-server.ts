import type { AddressInfo } from "node:net";
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";

export interface TestSmtp {
  /** The server's configuration for this mailbox (`SMTP_URL`, `MAIL_FROM`). */
  env: Record<string, string>;
  /** Every message received, parsed, in order. */
  received: ParsedMail[];
  /** Resolves with the first message to `to` that arrives (or has arrived) after `since` messages. */
  nextTo(to: string, since?: number): Promise<ParsedMail>;
  close(): Promise<void>;
}

/** A real SMTP server on 127.0.0.1 that takes any mail with a login and keeps it for the test. */
export async function startTestSmtp(): Promise<TestSmtp> {
  const received: ParsedMail[] = [];
  const waiting: (() => void)[] = [];
  const server = new SMTPServer({
    secure: false,
    disabledCommands: ["STARTTLS"],
    authOptional: false,
    onAuth: (auth, _session, done) =>
      auth.username === "mailer" && auth.password === "mail-pass" ? done(null, { user: "mailer" }) : done(new Error("Invalid login")),
    onData(stream, _session, done) {
      simpleParser(stream).then(
        (mail) => {
          received.push(mail);
          waiting.splice(0).forEach((wake) => wake());
          done();
        },
        (error: Error) => done(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  const addressedTo = (mail: ParsedMail, to: string) => (Array.isArray(mail.to) ? mail.to : [mail.to]).some((a) => a?.text.includes(to));
  return {
    env: { SMTP_URL: `smtp://mailer:mail-pass@127.0.0.1:${port}`, MAIL_FROM: "Framewise <studio@framewise.test>" },
    received,
    async nextTo(to, since = 0) {
      for (;;) {
        const found = received.slice(since).find((mail) => addressedTo(mail, to));
        if (found) return found;
        await new Promise<void>((resolve) => waiting.push(resolve));
      }
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
