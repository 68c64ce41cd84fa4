// @vitest-environment happy-dom
import { cleanup, screen } from "@testing-library/react";
import { afterEach, expect, test, vi } from "vitest";
import { ok, stubApi } from "../../testing/fake-api";
import { renderScreen } from "../../testing/render";
import type { Client } from "../shared/clients-api";
import { AddTemplateModal } from "./AddTemplateModal";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const client = (templateIds: string[]): Client => ({
  id: "client-1",
  name: "Acme Shoes",
  status: "active",
  account_user_id: "account-1",
  brand_kit: null,
  template_ids: templateIds,
  webhook_url: null,
  webhook_secret: "whsec_x",
  max_concurrent_renders: 4,
  created_at: "2026-11-20T10:00:00Z",
  updated_at: "2026-11-20T10:00:00Z",
});

test("says where to allow a client its library templates when it may use none, instead of an empty list", async () => {
  stubApi({ "GET /api/v1/templates": [ok({ data: [] })] });
  renderScreen(<AddTemplateModal client={client([])} opened onClose={() => undefined} />);
  expect(await screen.findByText("This client may use no library template yet")).toBeTruthy();
  expect(screen.getByText(/Templates it may use/)).toBeTruthy();
  expect(screen.queryByRole("combobox", { name: "Library template" })).toBeNull();
});

test("offers the client's library templates when it has some", async () => {
  stubApi({ "GET /api/v1/templates": [ok({ data: [] })] });
  renderScreen(<AddTemplateModal client={client(["bold"])} opened onClose={() => undefined} />);
  expect(await screen.findByRole("combobox", { name: "Library template" })).toBeTruthy();
  expect(screen.queryByText("This client may use no library template yet")).toBeNull();
});
