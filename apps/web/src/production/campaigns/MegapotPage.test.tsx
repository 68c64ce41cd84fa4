// @vitest-environment happy-dom
import { cleanup, screen } from "@testing-library/react";
import { afterEach, expect, test, vi } from "vitest";
import { ok, stubApi } from "../../testing/fake-api";
import { renderScreen } from "../../testing/render";
import MegapotPage from "./MegapotPage";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const client = (id: string, name: string) => ({ id, name, status: "active", brand_kit: null });

function openPage(clients: ReturnType<typeof client>[]) {
  stubApi({
    "GET /api/v1/campaigns": [ok({ data: [] })],
    "GET /api/v1/clients": [ok({ data: clients })],
    ...Object.fromEntries(clients.map((each) => [`GET /api/v1/clients/${each.id}/pipeline-items`, [ok({ data: [] })]])),
  });
  renderScreen(<MegapotPage />);
}

test("tells a member whose client has no campaign that it has none, and who sets one up", async () => {
  openPage([client("c1", "Acme Shoes")]);
  expect(await screen.findByText(/Acme Shoes has no campaigns yet\. Campaigns are set up by your team's Framewise contact/)).toBeTruthy();
  expect(screen.queryByText(/not a member/)).toBeNull();
});

test("names every client of a member in several", async () => {
  openPage([client("c1", "Acme Shoes"), client("c2", "Bolt Bikes")]);
  expect(await screen.findByText(/Your clients \(Acme Shoes, Bolt Bikes\) have no campaigns yet\./)).toBeTruthy();
});

test("tells someone in no client that they are not a member of one", async () => {
  openPage([]);
  expect(await screen.findByText(/You are not a member of any client yet\./)).toBeTruthy();
});
