import type { Page } from "@playwright/test";
import { expect, signUpByApi, test, waitForSignedInShell } from "../support/fixtures.ts";

const SCREEN_CHUNK = "**/_app/SubscriptionPage-*.js";

/** Aborts the screen chunk's first `failures` requests and records when each request came. */
async function failChunk(page: Page, failures: number) {
  const requests: number[] = [];
  await page.route(SCREEN_CHUNK, async (route) => {
    requests.push(Date.now());
    if (requests.length <= failures) await route.abort("connectionfailed");
    else await route.continue();
  });
  return requests;
}

test("a route chunk that fails twice and then loads is shown", async ({ page }) => {
  await signUpByApi(page);
  const requests = await failChunk(page, 2);
  await page.goto("/subscription");
  await expect(page.getByRole("heading", { name: "Subscription" })).toBeVisible();
  expect(requests).toHaveLength(3);
  // Timestamps are taken as Playwright intercepts each request, which adds some jitter.
  expect(requests[2]! - requests[0]!).toBeGreaterThanOrEqual(1600);
});

test("a chunk that always fails is tried 3 times 1 s apart, reloads the page once, then shows the error screen", async ({ page }) => {
  await signUpByApi(page);
  const requests = await failChunk(page, Number.POSITIVE_INFINITY);
  let documentLoads = 0;
  page.on("request", (request) => {
    if (request.resourceType() === "document") documentLoads++;
  });
  await page.goto("/subscription");

  await expect(page.getByRole("heading", { name: "We're having trouble loading this page" })).toBeVisible({ timeout: 20_000 });
  for (const suggestion of [/refresh/i, /connection/i, /cache/i, /different browser/i])
    await expect(page.getByRole("listitem").filter({ hasText: suggestion })).toHaveCount(1);
  expect(documentLoads).toBe(2);
  expect(requests).toHaveLength(6);
  const gaps = (
    [
      [0, 1],
      [1, 2],
      [3, 4],
      [4, 5],
    ] as const
  ).map(([first, second]) => requests[second]! - requests[first]!);
  // Every retry waits. Interception only ever adds time (gaps of 1.0–2.0 s were seen for the
  // 1 s schedule, on a quiet machine too), so the schedule is read from the shortest gap: a 2 s
  // schedule would put every gap past 2 s.
  for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(800);
  expect(Math.min(...gaps)).toBeLessThan(1600);

  // No reload loop: the reloading path never shows the error screen, so the second page gave up
  // for good; the only later load is the one the button asks for.
  // "Refresh Page" reloads; with the network back the screen appears.
  await page.unroute(SCREEN_CHUNK);
  await page.getByRole("button", { name: "Refresh Page" }).click();
  await expect(page.getByRole("heading", { name: "Subscription" })).toBeVisible();
  expect(documentLoads).toBe(3);
});

test("the error screen's Go to Homepage button goes home", async ({ page }) => {
  await signUpByApi(page);
  await failChunk(page, Number.POSITIVE_INFINITY);
  await page.goto("/subscription");
  await page.getByRole("button", { name: "Go to Homepage" }).click({ timeout: 20_000 });
  await expect(page).toHaveURL("/");
  await waitForSignedInShell(page);
});
