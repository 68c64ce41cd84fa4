import type { LibraryKind, StaffMember } from "@framewise/contracts";
import { actionMail } from "../../platform/mail/account-mail.ts";
import type { MailMessage } from "../../platform/mail/mailer.ts";

/** The item's page in the studio, where its comments are. */
export const itemPageUrl = (origin: string, kind: LibraryKind, itemId: string) =>
  `${origin}/${kind === "template" ? "templates" : "layouts"}-pipeline/${encodeURIComponent(itemId)}`;

const QUOTE_CHARS = 600;

export interface Mention {
  author: { name: string; email: string };
  kind: LibraryKind;
  itemId: string;
  itemName: string;
  version: number;
  body: string;
  origin: string;
}

/** Tells a staff member they were mentioned: who, on which item and version, what was said, and the link to the item's page. */
export function mentionMail(to: StaffMember, mention: Mention): MailMessage {
  const who = mention.author.name.trim() || mention.author.email;
  const what = `the ${mention.kind} "${mention.itemName}"`;
  const quote = mention.body.length > QUOTE_CHARS ? `${mention.body.slice(0, QUOTE_CHARS)}…` : mention.body;
  return actionMail(
    to.email,
    `${who} mentioned you on ${what}`,
    [
      to.name.trim() ? `Hello ${to.name.trim()},` : "Hello,",
      `${who} mentioned you in a comment on version ${mention.version} of ${what}:`,
      quote,
    ],
    { label: `Open the ${mention.kind}`, url: itemPageUrl(mention.origin, mention.kind, mention.itemId) },
    "You get this because a staff member mentioned you in the library studio.",
  );
}
