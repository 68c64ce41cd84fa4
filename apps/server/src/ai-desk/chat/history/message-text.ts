import type { UIMessage } from "ai";

/** A message's words for full-text search: its text parts (tool cards and files are not what people search for). */
export const messageText = (parts: UIMessage["parts"]) => parts.flatMap((part) => (part.type === "text" ? [part.text] : [])).join("\n");
