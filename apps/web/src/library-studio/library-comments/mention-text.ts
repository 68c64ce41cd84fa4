import type { StaffMember } from "@framewise/contracts";

/** The `@word` being typed just before the caret, if any: where its `@` is and what follows it. */
export function mentionQuery(text: string, caret: number): { start: number; query: string } | null {
  const match = /(?:^|\s)@([^\s@]*)$/.exec(text.slice(0, caret));
  if (!match) return null;
  return { start: caret - match[1]!.length - 1, query: match[1]! };
}

/** Staff whose name or email contains the query (names first), at most `limit`. */
export function suggestMembers(members: StaffMember[], query: string, limit = 6): StaffMember[] {
  const needle = query.toLowerCase();
  const byName = members.filter((member) => member.name.toLowerCase().includes(needle));
  const byEmail = members.filter((member) => !byName.includes(member) && member.email.toLowerCase().includes(needle));
  return [...byName, ...byEmail].slice(0, limit);
}

/** The text with the `@query` at `start` replaced by `@Name ` and where the caret goes after it. */
export function insertMention(text: string, start: number, caret: number, member: StaffMember): { text: string; caret: number } {
  const inserted = `@${mentionName(member)} `;
  return { text: text.slice(0, start) + inserted + text.slice(caret), caret: start + inserted.length };
}

/** How a mention reads in the text: the name, or the email for an account without one. */
export const mentionName = (member: StaffMember) => member.name.trim() || member.email;

/** The emails to send as `mentions`: members picked whose `@Name` is still in the body, and any staff `@email` typed out. */
export function mentionedEmails(body: string, picked: StaffMember[], members: StaffMember[]): string[] {
  const named = picked.filter((member) => body.includes(`@${mentionName(member)}`));
  const typed = members.filter((member) => body.toLowerCase().includes(`@${member.email.toLowerCase()}`));
  return [...new Set([...named, ...typed].map((member) => member.email))];
}
