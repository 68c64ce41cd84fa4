import { describe, expect, it } from "vitest";
import { NEW_CHAT_TITLE, titleFromQuestion } from "./chat-title.ts";

describe("a chat's title from its first question", () => {
  it("is the first words, marked when cut", () => {
    expect(titleFromQuestion("Draft a video")).toBe("Draft a video");
    expect(titleFromQuestion("Please draft a thirty second video about our spring sale for TikTok")).toBe(
      "Please draft a thirty second video about our…",
    );
  });

  it("leaves out Markdown and line breaks", () => {
    expect(titleFromQuestion("## Plan\n**three** scenes")).toBe("Plan three scenes");
  });

  it("is cut at a length however long the words", () => {
    const title = titleFromQuestion("x".repeat(300));
    expect(title).toHaveLength(80);
    expect(title.endsWith("…")).toBe(true);
  });

  it("stays the default with no words (a picture alone)", () => {
    expect(titleFromQuestion("  ")).toBe(NEW_CHAT_TITLE);
  });
});
