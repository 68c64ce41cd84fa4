// @vitest-environment happy-dom
import { cleanup, screen } from "@testing-library/react";
import { afterEach, expect, test, vi } from "vitest";
import { Route, Routes } from "react-router";
import { ok, stubApi } from "../../testing/fake-api";
import { renderScreen } from "../../testing/render";
import ClientPage from "./ClientPage";
import { clientFixture } from "./client-fixture";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const client = clientFixture({ account_user_id: "9f3c1a2e-5b7d-4e8f-a012-3456789abcde" });

test("says where the client's videos are kept with a link to its account, not a raw id", async () => {
  stubApi({ "GET /api/v1/staff/clients/client-1": [ok({ data: client })] });
  renderScreen(
    <Routes>
      <Route path="/prod/clients/:clientId" element={<ClientPage />} />
    </Routes>,
    { path: "/prod/clients/client-1" },
  );
  expect(await screen.findByRole("heading", { name: "Acme Shoes" })).toBeTruthy();
  expect(screen.getByText(/kept in an account of its own/)).toBeTruthy();
  expect(screen.getByRole("link", { name: "open it in the database browser" }).getAttribute("href")).toBe(
    `/firestore-dashboard/user/${client.account_user_id}`,
  );
  expect(screen.queryByText(new RegExp(client.account_user_id))).toBeNull();
});
