import { expect, test } from "vitest";
import { deletionSummary } from "./deletion-summary";

test("names every kind of content with its count, and the assets' size", () => {
  expect(deletionSummary({ videos: 3, renders: 5, assets: 12, landingPages: 1, storageBytes: 140 * 1024 * 1024 })).toBe(
    "3 videos, 5 renders, 12 assets (140 MB), 1 landing page will be permanently deleted, with your account.",
  );
});

test("leaves out what the account does not hold, and says so when it holds nothing", () => {
  expect(deletionSummary({ videos: 1, renders: 0, assets: 0, landingPages: 2, storageBytes: 0 })).toBe(
    "1 video, 2 landing pages will be permanently deleted, with your account.",
  );
  expect(deletionSummary({ videos: 0, renders: 0, assets: 0, landingPages: 0, storageBytes: 0 })).toMatch(/holds no videos/);
});
