import { Image, Text } from "@mantine/core";
import { isToolUIPart } from "ai";
import type { ChatMessage } from "./chat-api";
import { Markdown } from "./Markdown";
import { ToolCard, type OnApproval } from "./tools/ToolCard";

/** An answer's parts in order: Markdown text, tool cards, pictures; reasoning as quiet text. */
export function AnswerParts({ message, onApproval }: { message: ChatMessage; onApproval: OnApproval }) {
  return message.parts.map((part, index) => {
    if (part.type === "text") return <Markdown key={index} text={part.text} />;
    if (isToolUIPart(part)) return <ToolCard key={part.toolCallId} part={part} onApproval={onApproval} />;
    if (part.type === "file" && part.mediaType.startsWith("image/"))
      return <Image key={index} src={part.url} alt={part.filename ?? "A picture"} maw={320} radius="sm" />;
    if (part.type === "reasoning")
      return (
        <Text key={index} size="xs" c="dimmed" fs="italic">
          {part.text}
        </Text>
      );
    return null;
  });
}
