import { describe, expect, it } from "vitest";
import { chatMarkdown, type TranscriptMessage } from "./chat-markdown.ts";

const at = new Date("2026-03-01T10:00:00.000Z");
const said = (role: TranscriptMessage["role"], parts: TranscriptMessage["parts"], modelId: string | null = null): TranscriptMessage => ({
  role,
  parts,
  modelId,
  createdAt: at,
});

describe("chatMarkdown", () => {
  it("writes a transcript: title, speakers, text, attachments and sources", () => {
    const markdown = chatMarkdown(
      "Launch plan",
      [
        said("user", [
          { type: "text", text: "Draft an ad" },
          { type: "file", mediaType: "image/png", url: "/api/v1/assets/1/file", filename: "logo.png" },
        ]),
        said(
          "assistant",
          [
            { type: "step-start" },
            { type: "reasoning", text: "thinking", state: "done" },
            { type: "text", text: "Here it is." },
            { type: "source-url", sourceId: "s1", url: "https://example.com" },
          ],
          "gpt",
        ),
      ],
      at,
    );
    expect(markdown).toBe(
      [
        "# Launch plan",
        "_Exported from Framewise on 2026-03-01T10:00:00.000Z._",
        "## You",
        "_2026-03-01T10:00:00.000Z_",
        "Draft an ad",
        "![logo.png](/api/v1/assets/1/file)",
        "## Assistant (gpt)",
        "_2026-03-01T10:00:00.000Z_",
        "Here it is.",
        "Source: [https://example.com](https://example.com)",
      ].join("\n\n") + "\n",
    );
  });

  it("summarises each tool call in one line, long values cut short", () => {
    const long = "x".repeat(500);
    const markdown = chatMarkdown(
      "Tools",
      [
        said("assistant", [
          { type: "tool-find_templates", toolCallId: "1", state: "output-available", input: { q: "ads" }, output: { found: 2 } },
          { type: "tool-render_video", toolCallId: "2", state: "output-error", input: { id: "v" }, errorText: "No render slot" },
          { type: "dynamic-tool", toolName: "search_help", toolCallId: "3", state: "output-available", input: { q: long }, output: null },
          {
            type: "tool-render_video",
            toolCallId: "4",
            state: "output-denied",
            input: { id: "v" },
            approval: { id: "a", approved: false },
          },
        ]),
      ],
      at,
    );
    expect(markdown).toContain('> Tool `find_templates` {"q":"ads"} → {"found":2}');
    expect(markdown).toContain('> Tool `render_video` {"id":"v"} failed: No render slot');
    expect(markdown).toContain('> Tool `render_video` {"id":"v"} declined');
    const helpLine = markdown.split("\n").find((line) => line.includes("search_help"))!;
    expect(helpLine.length).toBeLessThan(220);
    expect(helpLine).toContain("…");
  });
});
