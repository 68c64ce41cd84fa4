// @vitest-environment happy-dom
import { cleanup, screen } from "@testing-library/react";
import { afterEach, expect, test, vi } from "vitest";
import { ok, stubApi } from "../../testing/fake-api";
import { renderScreen } from "../../testing/render";
import { AddTemplateModal } from "./AddTemplateModal";
import { clientFixture } from "./client-fixture";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const client = (templateIds: string[]) => clientFixture({ template_ids: templateIds });

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
