import { describe, expect, it } from "vitest";
import { readParams, reportQuery, resolveRange, writeParams } from "./report-params";

const NOW = Date.parse("2026-03-10T12:00:00Z");

describe("the report's address", () => {
  it("keeps the range and the filters, and nothing that equals the default", () => {
    const params = readParams(new URLSearchParams("range=30d&tool=create_storyboard&source=chat&call=abc"));
    expect(params).toMatchObject({ range: "30d", tool: "create_storyboard", source: "chat", call: "abc", model: "" });
    expect(writeParams(params).toString()).toBe("range=30d&tool=create_storyboard&source=chat&call=abc");
    expect(writeParams(readParams(new URLSearchParams(""))).toString()).toBe("");
  });

  it("falls back to the last 7 days for a range or source it does not know, or a custom range without its days", () => {
    expect(readParams(new URLSearchParams("range=year&source=email"))).toMatchObject({ range: "7d", source: "" });
    expect(readParams(new URLSearchParams("range=custom&from=2026-03-09"))).toMatchObject({ range: "7d", from: "" });
    expect(readParams(new URLSearchParams("range=custom&from=2026-03-09&to=2026-03-01")).range).toBe("7d");
  });

  it("asks the server for the last 24 hours up to now, or for whole custom days (UTC)", () => {
    expect(resolveRange({ range: "24h", from: "", to: "" }, NOW)).toEqual({
      from: "2026-03-09T12:00:00.000Z",
      to: "2026-03-10T12:00:00.000Z",
    });
    expect(resolveRange({ range: "custom", from: "2026-03-01", to: "2026-03-02" }, NOW)).toEqual({
      from: "2026-03-01T00:00:00.000Z",
      to: "2026-03-03T00:00:00.000Z",
    });
  });

  it("sends only the filters in use", () => {
    const params = readParams(new URLSearchParams("model=gpt-fake&call=abc"));
    expect(reportQuery({ from: "a", to: "b" }, params).toString()).toBe("from=a&to=b&model=gpt-fake");
  });
});
