import { describe, expect, test } from "vitest";
import { layoutItems } from "./grid-fixtures";
import {
  allOwners,
  allTags,
  NO_OWNER,
  readQuery,
  searchLayouts,
  slotRule,
  withSlotRule,
  writeQuery,
  type LayoutQuery,
} from "./layout-search";

const EMPTY = readQuery(new URLSearchParams());
const ids = (query: Partial<LayoutQuery>) => searchLayouts(layoutItems, { ...EMPTY, ...query }).map((item) => item.id);

describe("matching layouts", () => {
  test("an empty query finds every layout", () => {
    expect(ids({})).toEqual(["title", "product-card", "clip-promo", "quote"]);
  });

  test("slots: every required kind present, every excluded kind absent", () => {
    expect(ids({ require: ["image", "price"] })).toEqual(["product-card"]);
    expect(ids({ require: ["price"], exclude: ["video"] })).toEqual(["product-card"]);
    expect(ids({ exclude: ["headline"] })).toEqual(["quote"]);
  });

  test("tags and aspect ratios: all of those named", () => {
    expect(ids({ tags: ["commerce"] })).toEqual(["product-card", "clip-promo"]);
    expect(ids({ tags: ["commerce", "motion"] })).toEqual(["clip-promo"]);
    expect(ids({ aspects: ["9:16"] })).toEqual(["title", "clip-promo", "quote"]);
    expect(ids({ aspects: ["1:1", "4:5"] })).toEqual(["title", "product-card", "clip-promo", "quote"]);
  });

  test("stage, owner (or nobody) and words in the name, description or id", () => {
    expect(ids({ stage: "draft" })).toEqual(["clip-promo", "quote"]);
    expect(ids({ owner: "ada@staff.test" })).toEqual(["product-card"]);
    expect(ids({ owner: NO_OWNER })).toEqual(["title", "quote"]);
    expect(ids({ text: "PHOTO price" })).toEqual(["product-card"]);
    expect(ids({ text: "promo" })).toEqual(["clip-promo"]);
    expect(ids({ text: "quote nothing" })).toEqual([]);
  });

  test("the pickers' choices come from the library", () => {
    expect(allTags(layoutItems)).toEqual(["commerce", "motion", "social"]);
    expect(allOwners(layoutItems)).toEqual(["ada@staff.test", "bo@staff.test"]);
  });
});

describe("the query in the address", () => {
  test("round-trips, leaving out what is unset", () => {
    const query: LayoutQuery = {
      text: "card",
      require: ["image", "price"],
      exclude: ["video"],
      tags: ["commerce"],
      aspects: ["9:16"],
      stage: "draft",
      owner: "ada@staff.test",
    };
    expect(writeQuery(query).toString()).toBe(
      "q=card&has=image%2Cprice&no=video&tags=commerce&aspects=9%3A16&stage=draft&owner=ada%40staff.test",
    );
    expect(readQuery(writeQuery(query))).toEqual(query);
    expect(writeQuery(EMPTY).toString()).toBe("");
  });

  test("drops what it does not know, and a kind both required and excluded stays required", () => {
    const query = readQuery(new URLSearchParams("has=image,sound&no=image,video&aspects=3:2,1:1&stage=lost"));
    expect(query).toMatchObject({ require: ["image"], exclude: ["video"], aspects: ["1:1"], stage: null });
  });

  test("a slot kind's rule moves between has, none and any", () => {
    const has = withSlotRule(EMPTY, "image", "require");
    expect(slotRule(has, "image")).toBe("require");
    const none = withSlotRule(has, "image", "exclude");
    expect(none).toMatchObject({ require: [], exclude: ["image"] });
    expect(slotRule(withSlotRule(none, "image", "any"), "image")).toBe("any");
  });
});
