// @vitest-environment happy-dom
import { cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { ok, stubApi } from "../../testing/fake-api";
import { libraryRoutes } from "../../testing/library";
import { renderScreen } from "../../testing/render";
import { layoutItems } from "./grid-fixtures";
import LayoutSearchPage from "./LayoutSearchPage";

beforeEach(() => {
  if (!("fonts" in document)) Object.defineProperty(document, "fonts", { value: new EventTarget(), configurable: true });
  stubApi({ "GET /api/v1/staff/library": [ok({ data: layoutItems })], ...libraryRoutes() });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const found = () =>
  within(screen.getByRole("region", { name: "Layouts found" }))
    .queryAllByRole("article")
    .map((article) => article.getAttribute("aria-label"));
const address = () => screen.getByTestId("location").textContent;
const slotRule = (kind: string, rule: string) => userEvent.click(within(screen.getByRole("radiogroup", { name: kind })).getByText(rule));

test("finds layouts with an image and a price and no video, as thumbnails, the filters in the address", async () => {
  renderScreen(<LayoutSearchPage />, { path: "/layouts/search" });

  expect(await screen.findByText("4 layouts of 4")).toBeTruthy();
  await slotRule("image", "Has");
  expect(found()).toEqual(["Product card"]);
  await slotRule("image", "Any");
  await slotRule("price", "Has");
  expect(found()).toEqual(["Product card", "Clip promo"]);
  await slotRule("video", "None");
  expect(found()).toEqual(["Product card"]);
  await slotRule("image", "Has");
  expect(address()).toBe("/layouts/search?has=price%2Cimage&no=video");
  expect(within(screen.getByTestId("library-card-product-card")).getByRole("img", { name: "Scene 1 preview" })).toBeTruthy();
});

test("reads its filters from the address, and says when nothing matches", async () => {
  renderScreen(<LayoutSearchPage />, { path: "/layouts/search?stage=draft&q=quote" });

  expect(await screen.findByText("1 layout of 4")).toBeTruthy();
  expect(found()).toEqual(["Quote"]);
  await userEvent.type(screen.getByRole("textbox", { name: "Words" }), " missing");
  expect(screen.getByText("No layout matches")).toBeTruthy();
  await userEvent.click(screen.getByRole("button", { name: "Clear every filter" }));
  expect(address()).toBe("/layouts/search");
  expect(found()).toHaveLength(4);
});
