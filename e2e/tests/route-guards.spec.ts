import { publicRoutes, staffRoutes, userRoutes } from "../../apps/web/src/routes/route-table.ts";
import { expect, signUpByApi, test, uniqueEmail, waitForSignedInShell } from "../support/fixtures.ts";
import { SECRET_PATH, STAFF_DOMAIN } from "../support/environment.ts";
import { completeSsoLogin, openSsoPopup } from "../support/sso.ts";

/** A concrete URL for a route pattern: every `:param` gets a sample id. */
const concrete = (pattern: string) => `/${pattern.replace(/:[A-Za-z]+/g, "sample-id-42")}`;

const protectedPaths = ["/", ...userRoutes.map((r) => concrete(r.path)), ...staffRoutes.map((r) => concrete(r.path))];
const publicPaths = ["/login", "/email-login", SECRET_PATH, ...publicRoutes.map((r) => concrete(r.path))];

test("every protected route sends a signed-out user to /login with the path and query kept in from", async ({ page }) => {
  // One page load per route, over sixty of them.
  test.setTimeout(150_000);
  for (const path of protectedPaths) {
    const target = `${path}${path.includes("?") ? "&" : "?"}ref=nav`;
    await page.goto(target);
    await expect(page, target).toHaveURL(`/login?from=${encodeURIComponent(target)}`);
  }
});

test("no public path redirects a signed-out user", async ({ page }) => {
  for (const path of publicPaths) {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    expect(new URL(page.url()).pathname, path).toBe(path);
  }
});

test("after sign-in the user returns to from, query included", async ({ page }) => {
  await signUpByApi(page);
  await page.goto("/login?from=%2Fassets%3Ftype%3Dimage");
  await expect(page).toHaveURL("/assets?type=image");
  await expect(page.getByRole("heading", { name: "Assets" })).toBeVisible();
});

test("a from pointing at another site is ignored", async ({ page }) => {
  await signUpByApi(page);
  await page.goto("/login?from=%2F%2Fevil.example%2Fsteal");
  await expect(page).toHaveURL("/");
});

// Each full page load waits about 1 s for user info, so the staff routes are split over parallel tests.
const STAFF_ROUTE_GROUPS = 3;
for (let group = 0; group < STAFF_ROUTE_GROUPS; group++) {
  const routes = staffRoutes.filter((_, index) => index % STAFF_ROUTE_GROUPS === group);
  test(`every staff route sends a signed-in non-staff user to / (group ${group + 1} of ${STAFF_ROUTE_GROUPS})`, async ({ page }) => {
    await signUpByApi(page);
    for (const route of routes) {
      await page.goto(concrete(route.path));
      await expect(page, route.path).toHaveURL("/");
    }
    await waitForSignedInShell(page);
    await expect(page.getByRole("navigation", { name: "Main navigation" }).getByText("Staff", { exact: true })).toHaveCount(0);
  });
}

test("a staff user (verified email on the staff domain) reaches staff routes and sees the staff section", async ({ page }) => {
  // A verified staff address comes from the OpenID provider, whose emails are verified.
  await page.goto("/login?from=%2Flayouts");
  await completeSsoLogin(await openSsoPopup(page), uniqueEmail(STAFF_DOMAIN));
  await expect(page).toHaveURL("/layouts");
  await expect(page.getByRole("heading", { name: "Layouts" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Main navigation" }).getByText("Staff", { exact: true })).toBeVisible();
});
