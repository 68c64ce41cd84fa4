import { capturedRequests } from "../support/capture-server.ts";
import { e2eEnvironment } from "../support/environment.ts";
import { expect, test } from "../support/fixtures.ts";

test("with a Sentry DSN configured, an uncaught error in the browser is reported there, with 10 % trace sampling", async ({ page }) => {
  await page.goto("/login");
  await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
  const marker = `e2e-boom-${Date.now()}`;
  // Sentry loads after the first render; wait until it has wrapped the global error handler.
  await expect.poll(() => page.evaluate(() => typeof (window as { __SENTRY__?: unknown }).__SENTRY__ === "object")).toBe(true);
  await page.evaluate(
    (message) =>
      setTimeout(() => {
        throw new Error(message);
      }),
    marker,
  );
  await expect
    .poll(
      async () => (await capturedRequests(e2eEnvironment.captureUrl)).some((r) => r.path === "/api/1/envelope/" && r.body.includes(marker)),
      {
        timeout: 15_000,
      },
    )
    .toBe(true);
  // The trace context carries the configured sampling rate (the spec's 0.1).
  const envelope = (await capturedRequests(e2eEnvironment.captureUrl)).find((r) => r.body.includes(marker))!;
  expect(envelope.body).toContain('"sample_rate":"0.1"');
});
