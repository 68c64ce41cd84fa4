// @vitest-environment happy-dom
import type { ImageCapability } from "@framewise/contracts";
import { cleanup, screen } from "@testing-library/react";
import { afterEach, expect, test, vi } from "vitest";
import { ok, stubApi } from "../../../testing/fake-api";
import { renderScreen } from "../../../testing/render";
import ImageEditPage from "./ImageEditPage";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const IMAGE = "0b7e2a3c-1111-4222-8333-444455556666";
const image = { id: IMAGE, url: `/api/v1/image-gen/images/${IMAGE}/file`, width: 64, height: 48 };
const providers = (capabilities: ImageCapability[]) =>
  ok({
    data: {
      providers: [{ id: "hosted", label: "Hosted", model: "m", capabilities, offline_preview: false, native_upscale: [] }],
      default_provider: "hosted",
      quota: { limit: 10, used: 0, left: 10, resets_at: "2026-12-01T00:00:00.000Z" },
    },
  });

test("offers only the modes the provider declares (a crop always: it needs no provider)", async () => {
  stubApi({
    [`GET /api/v1/image-gen/images/${IMAGE}`]: [ok({ data: image })],
    "GET /api/v1/image-gen/providers": [providers(["generate", "edit"])],
  });
  renderScreen(<ImageEditPage />, { path: `/image-gen/edit?image=${IMAGE}` });
  expect(await screen.findByRole("tab", { name: "Instruction" })).toBeTruthy();
  expect(screen.getByRole("tab", { name: "Crop" })).toBeTruthy();
  expect(screen.queryByRole("tab", { name: "Inpaint" })).toBeNull();
  expect(screen.queryByRole("tab", { name: "Extend" })).toBeNull();
});

test("with masks and outpainting declared, all four are there", async () => {
  stubApi({
    [`GET /api/v1/image-gen/images/${IMAGE}`]: [ok({ data: image })],
    "GET /api/v1/image-gen/providers": [providers(["generate", "edit", "mask", "outpaint"])],
  });
  renderScreen(<ImageEditPage />, { path: `/image-gen/edit?image=${IMAGE}` });
  for (const name of ["Instruction", "Inpaint", "Crop", "Extend"]) expect(await screen.findByRole("tab", { name })).toBeTruthy();
});

test("says so when the image is not there (or not the caller's)", async () => {
  stubApi({
    [`GET /api/v1/image-gen/images/${IMAGE}`]: [
      { status: 404, body: { error: { code: "not_found", message: "That image was not found." } } },
    ],
    "GET /api/v1/image-gen/providers": [providers(["generate"])],
  });
  renderScreen(<ImageEditPage />, { path: `/image-gen/edit?image=${IMAGE}` });
  expect(await screen.findByText("That image was not found.")).toBeTruthy();
});
