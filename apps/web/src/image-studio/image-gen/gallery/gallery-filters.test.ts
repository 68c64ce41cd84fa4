import { describe, expect, it } from "vitest";
import { galleryQuery, isFiltered, NO_FILTERS } from "./gallery-filters";

describe("gallery filters to query parameters", () => {
  it("sends only the order and page size when nothing is filtered", () => {
    expect(galleryQuery(NO_FILTERS, null).toString()).toBe("sort=newest&limit=120");
    expect(isFiltered(NO_FILTERS)).toBe(false);
    expect(isFiltered({ ...NO_FILTERS, sort: "oldest" })).toBe(false);
  });

  it("maps every filter to the API's parameter names", () => {
    const params = galleryQuery(
      {
        q: "  red fox  ",
        provider: "offline",
        vibeId: "vibe-1",
        aspectRatio: "16:9",
        favourite: true,
        public: true,
        boardId: "board-1",
        from: "2026-01-01",
        to: "2026-01-31",
        sort: "oldest",
      },
      "cursor-2",
      40,
    );
    expect(Object.fromEntries(params)).toEqual({
      sort: "oldest",
      limit: "40",
      q: "red fox",
      provider: "offline",
      vibe_id: "vibe-1",
      aspect_ratio: "16:9",
      favourite: "true",
      public: "true",
      board_id: "board-1",
      from: "2026-01-01",
      to: "2026-01-31",
      cursor: "cursor-2",
    });
  });

  it("leaves out blank search words and counts each filter as narrowing", () => {
    expect(galleryQuery({ ...NO_FILTERS, q: "   " }, null).has("q")).toBe(false);
    expect(isFiltered({ ...NO_FILTERS, favourite: true })).toBe(true);
    expect(isFiltered({ ...NO_FILTERS, q: "fox" })).toBe(true);
    expect(isFiltered({ ...NO_FILTERS, boardId: "board-1" })).toBe(true);
  });
});
