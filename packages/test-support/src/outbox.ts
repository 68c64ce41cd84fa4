import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { simpleParser, type ParsedMail } from "mailparser";

/** Every message in DATA_DIR/outbox/ addressed to `to`, oldest first, parsed from its `.eml` file. */
export async function outboxMail(dataDir: string, to: string): Promise<ParsedMail[]> {
  const folder = path.join(dataDir, "outbox");
  const files = (await readdir(folder).catch(() => [])).filter((name) => name.endsWith(".eml")).sort();
  const mails = await Promise.all(files.map(async (name) => simpleParser(await readFile(path.join(folder, name)))));
  return mails.filter((mail) => (Array.isArray(mail.to) ? mail.to : [mail.to]).some((address) => address?.text.includes(to)));
}

/** The link a message asks its reader to follow (the only URL in its text). */
export function mailLink(mail: ParsedMail): string {
  const link = /https?:\/\/\S+/.exec(mail.text ?? "")?.[0];
  if (!link) throw new Error(`No link in "${mail.subject}"`);
  return link;
}
