import type { Request } from "@playwright/test";
import { cookieValue, expect, PASSWORD, signUpByApi, test, uniqueEmail, waitForSignedInShell } from "../support/fixtures.ts";

test("authToken is set at sign-in, userId about 1 s later from user info, both carried as Bearer and cleared on sign-out", async ({
  page,
}) => {
  const email = uniqueEmail();
  await signUpByApi(page, email);
  await page.context().clearCookies();

  const calls: { path: string; authorization: string | undefined; request: Request }[] = [];
  page.on("request", (request) => {
    const { pathname } = new URL(request.url());
    if (pathname === "/api/v1/users/login/" || pathname === "/api/v1/user-info/")
      calls.push({ path: pathname, authorization: request.headers().authorization, request });
  });
  let userIdWhenLoginAnswered: string | undefined = "not checked";
  page.on("response", (response) => {
    if (new URL(response.url()).pathname === "/api/v1/users/login/")
      void cookieValue(page, "userId").then((value) => (userIdWhenLoginAnswered = value));
  });

  await page.goto("/email-login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await waitForSignedInShell(page);

  const login = calls.find((call) => call.path === "/api/v1/users/login/");
  const userInfo = calls.find((call) => call.path === "/api/v1/user-info/");
  expect(login?.authorization).toMatch(/^Bearer ey/);
  expect(userInfo?.authorization).toBe(login?.authorization);
  // Browser-side timings (Playwright's event delivery would add jitter): the user-info call
  // starts about 1000 ms after the login call's answer arrived.
  const loginTiming = login!.request.timing();
  const gap = userInfo!.request.timing().startTime - (loginTiming.startTime + loginTiming.responseEnd);
  expect(gap).toBeGreaterThanOrEqual(950);
  expect(gap).toBeLessThan(2500);
  expect(userIdWhenLoginAnswered).toBeUndefined();

  expect(`Bearer ${await cookieValue(page, "authToken")}`).toBe(login?.authorization);
  const userInfoBody = (await (
    await page.request.get("/api/v1/user-info/", { headers: { authorization: login!.authorization! } })
  ).json()) as {
    data: { user_id: string };
  };
  expect(await cookieValue(page, "userId")).toBe(userInfoBody.data.user_id);

  await page.getByRole("button", { name: /account menu/i }).click();
  await page.getByRole("menuitem", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/login/);
  expect(await cookieValue(page, "authToken")).toBeUndefined();
  expect(await cookieValue(page, "userId")).toBeUndefined();
});

test("a failing login call signs the user out", async ({ page }) => {
  await signUpByApi(page);
  await page.route("**/api/v1/users/login/", (route) =>
    route.fulfill({ status: 500, json: { error: { code: "internal", message: "Down" } } }),
  );
  await page.goto("/videos");
  await expect(page).toHaveURL(/\/login\?from=%2Fvideos/);
  expect(await cookieValue(page, "authToken")).toBeUndefined();
  const session = await page.request.get("/api/auth/get-session");
  expect(await session.json()).toBeNull();
});

test("a failing user-info call is logged and loading ends", async ({ page }) => {
  await signUpByApi(page);
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  await page.route("**/api/v1/user-info/", (route) => route.fulfill({ status: 503, json: { error: { code: "down", message: "Down" } } }));
  await page.goto("/videos");
  await expect(page.getByRole("heading", { name: "Videos" })).toBeVisible();
  expect(errors.some((text) => text.includes("Loading user info failed"))).toBe(true);
  expect(await cookieValue(page, "userId")).toBeUndefined();
});
