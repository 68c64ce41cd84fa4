import type { StaffMember } from "@framewise/contracts";
import { Text } from "@mantine/core";
import { mentionName } from "./mention-text";

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A comment's text with its mentions (`@Name` or `@email`) picked out. */
export function CommentBody({ body, mentions }: { body: string; mentions: StaffMember[] }) {
  const names = mentions.flatMap((member) => [`@${mentionName(member)}`, `@${member.email}`]).sort((a, b) => b.length - a.length);
  const parts = names.length ? body.split(new RegExp(`(${names.map(escape).join("|")})`, "g")) : [body];
  return (
    <Text size="sm" style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
      {parts.map((part, index) =>
        names.includes(part) ? (
          <Text key={index} span fw={600} c="violet">
            {part}
          </Text>
        ) : (
          part
        ),
      )}
    </Text>
  );
}
