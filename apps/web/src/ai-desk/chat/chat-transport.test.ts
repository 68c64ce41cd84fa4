import type { UIMessage } from "ai";
import { describe, expect, it } from "vitest";
import { turnRequest } from "./chat-transport";

const user = (id: string, text: string): UIMessage => ({ id, role: "user", parts: [{ type: "text", text }] });
const assistant = (id: string, parts: UIMessage["parts"] = [{ type: "text", text: "An answer" }]): UIMessage => ({
  id,
  role: "assistant",
  parts,
});

describe("a turn as the server takes it", () => {
  it("sends a first question under no answer, with the model chosen", () => {
    expect(
      turnRequest({ trigger: "submit-message", messageId: undefined, messages: [user("q1", "Hi")], body: { model_id: "fast" } }),
    ).toEqual({
      trigger: "submit-message",
      message: { id: "q1", parts: [{ type: "text", text: "Hi" }] },
      parent_id: null,
      model_id: "fast",
    });
  });

  it("sends a later question, or an edited one, under the answer before it, with its pictures", () => {
    const picture = { type: "file" as const, mediaType: "image/png", url: "/api/v1/assets/a1/file", filename: "cat.png" };
    const messages = [
      user("q1", "Hi"),
      assistant("a1"),
      { id: "q2", role: "user" as const, parts: [picture, { type: "text" as const, text: "And this?" }] },
    ];
    expect(turnRequest({ trigger: "submit-message", messageId: undefined, messages, body: undefined })).toEqual({
      trigger: "submit-message",
      message: { id: "q2", parts: [picture, { type: "text", text: "And this?" }] },
      parent_id: "a1",
    });
  });

  it("asks for another answer to the last question, with the model picked for it", () => {
    const messages = [user("q1", "Hi")];
    expect(turnRequest({ trigger: "regenerate-message", messageId: "a1", messages, body: { model_id: "eye" } })).toEqual({
      trigger: "regenerate-message",
      parent_id: "q1",
      model_id: "eye",
    });
  });

  it("sends the reader's decisions on an answer's tool calls, for the chat's model to go on", () => {
    const waiting = assistant("a1", [
      {
        type: "tool-render_video",
        toolCallId: "call-1",
        state: "approval-responded",
        input: { content_id: "v1" },
        approval: { id: "approval-1", approved: false, reason: "Not now" },
      },
    ] as UIMessage["parts"]);
    expect(turnRequest({ trigger: "submit-message", messageId: "a1", messages: [user("q1", "Render"), waiting], body: undefined })).toEqual(
      {
        trigger: "tool-approval",
        message_id: "a1",
        approvals: [{ approval_id: "approval-1", approved: false, reason: "Not now" }],
      },
    );
  });
});
