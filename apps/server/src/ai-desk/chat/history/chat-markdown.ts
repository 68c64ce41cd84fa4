import { getToolName, isToolUIPart, type UIMessage } from "ai";

/** A message of the transcript: who, what, and when. */
export interface TranscriptMessage {
  role: "user" | "assistant" | "system";
  parts: UIMessage["parts"];
  modelId: string | null;
  createdAt: Date;
}

const SPEAKERS = { user: "You", assistant: "Assistant", system: "System" } as const;
/** Tool inputs and outputs can be long (a list of fifty templates); the transcript shows their start. */
const MAX_JSON = 160;

function shortJson(value: unknown): string {
  const text = JSON.stringify(value) ?? "";
  return text.length > MAX_JSON ? `${text.slice(0, MAX_JSON)}…` : text;
}

/** A tool call as one quoted line: its name, what it was asked, and how it ended. */
function toolSummary(part: Parameters<typeof getToolName>[0]): string {
  const name = getToolName(part);
  const outcome =
    part.state === "output-available"
      ? `→ ${shortJson(part.output)}`
      : part.state === "output-error"
        ? `failed: ${part.errorText}`
        : part.state === "output-denied"
          ? "declined"
          : `(${part.state})`;
  return `> Tool \`${name}\` ${shortJson(part.input)} ${outcome}`;
}

function partMarkdown(part: UIMessage["parts"][number]): string | undefined {
  if (part.type === "text") return part.text;
  if (isToolUIPart(part)) return toolSummary(part);
  if (part.type === "file") return `${part.mediaType.startsWith("image/") ? "!" : ""}[${part.filename ?? "attachment"}](${part.url})`;
  if (part.type === "source-url") return `Source: [${part.title ?? part.url}](${part.url})`;
  // Reasoning, step markers and data parts are the model's working, not the conversation.
  return undefined;
}

/** The shown branch of a chat as a readable Markdown transcript, tool calls summarised in a line each. */
export function chatMarkdown(title: string, messages: TranscriptMessage[], exportedAt: Date): string {
  const sections = messages.map((message) => {
    const speaker = message.role === "assistant" && message.modelId ? `${SPEAKERS.assistant} (${message.modelId})` : SPEAKERS[message.role];
    const body = message.parts.flatMap((part) => partMarkdown(part) ?? []).join("\n\n");
    return `## ${speaker}\n\n_${message.createdAt.toISOString()}_\n\n${body}`;
  });
  return [`# ${title}`, `_Exported from Framewise on ${exportedAt.toISOString()}._`, ...sections].join("\n\n") + "\n";
}
