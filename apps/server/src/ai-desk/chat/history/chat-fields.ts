import { CHAT_LIMITS } from "@framewise/contracts";
import { z } from "zod";

/** The request fields the history's routes share. */
export const chatTitle = z.string().trim().min(1, "Give the chat a title.").max(CHAT_LIMITS.titleLength);

export const chatFolderBody = z
  .object({ name: z.string().trim().min(1, "Give the folder a name.").max(CHAT_LIMITS.folderNameLength) })
  .strict();
