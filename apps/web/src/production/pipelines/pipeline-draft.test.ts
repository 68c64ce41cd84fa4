import { describe, expect, it } from "vitest";
import { emptyDraft, previewOf, settingsOf } from "./pipeline-draft";

describe("the wizard's draft", () => {
  it("becomes the create body: key field only when set, empty mapping rows and schedule left out", () => {
    const draft = {
      ...emptyDraft("client-1"),
      name: " News ",
      url: " https://news.example/feed.xml ",
      templateId: "tpl-1",
      modifications: [
        ["Headline.text", "{{title}}"],
        ["", "{{ignored}}"],
      ] as [string, string][],
      deliveryKind: "storage" as const,
      prefix: "news/daily",
    };
    expect(settingsOf(draft)).toEqual({
      client_id: "client-1",
      name: "News",
      source: { kind: "rss", url: "https://news.example/feed.xml" },
      client_template_id: "tpl-1",
      mapping: { kind: "fields", modifications: { "Headline.text": "{{title}}" } },
      schedule: null,
      approval: true,
      delivery: { kind: "storage", prefix: "news/daily" },
    });
  });

  it("sends an uploaded CSV's text instead of a URL, and previews without a mapping until a template is chosen", () => {
    const draft = { ...emptyDraft("c"), sourceKind: "csv" as const, csv: "id,title\n1,A", keyField: "id" };
    expect(previewOf(draft, true)).toEqual({ client_id: "c", source: { kind: "csv", csv: "id,title\n1,A", key_field: "id" } });
    expect(previewOf({ ...draft, templateId: "t", mappingKind: "planner" }, true)).toMatchObject({
      client_template_id: "t",
      mapping: { kind: "planner", prompt: "{{title}}\n{{description}}" },
    });
  });
});
