import { convertToModelMessages, type ModelMessage, type ToolSet, type UIMessage } from "ai";
import type { LlmModelConfig } from "../../platform/config/llm-config.ts";
import type { Db } from "../../platform/db/database.ts";
import type { Viewer } from "../../platform/auth/viewer.ts";
import type { Storage } from "../../platform/storage/storage.ts";
import { attachmentForModel } from "../../workspace/assets/model-attachments.ts";

const noteFor = (text: string) => ({ type: "text" as const, text: `[${text}]` });

/**
 * The shown branch as the model reads it: attached pictures as their bytes for a model that takes
 * pictures, named in words for one that does not (or when the picture is gone); tool results
 * through each tool's own conversion.
 */
export async function modelMessagesFor(
  deps: { db: Db; storage: Storage },
  viewer: Viewer,
  model: LlmModelConfig,
  history: UIMessage[],
  tools: ToolSet,
): Promise<ModelMessage[]> {
  const prepared = await Promise.all(
    history.map(async (message) => ({
      ...message,
      parts: await Promise.all(
        message.parts.map(async (part) => {
          if (part.type !== "file") return part;
          const name = part.filename ?? "a picture";
          if (!model.vision) return noteFor(`${name} was attached; this model does not take pictures`);
          return (await attachmentForModel(deps, viewer, part)) ?? noteFor(`${name} was attached but is no longer in the library`);
        }),
      ),
    })),
  );
  // A question left unanswered by an approval that never came is not sent as half a tool call.
  return convertToModelMessages(prepared, { tools, ignoreIncompleteToolCalls: true });
}
