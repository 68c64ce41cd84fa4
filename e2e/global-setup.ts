import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { startAppServer } from "./support/app-server.ts";
import { startCaptureServer } from "./support/capture-server.ts";
import { IMAGE_BRAND_HOST, IMAGE_BRAND_NAME, SECRET_PATH, STAFF_DOMAIN } from "./support/environment.ts";
import { freePort } from "./support/free-port.ts";
import { makeGoldenDataDir } from "./support/golden-data-dir.ts";
import { OIDC_CLIENT_ID, OIDC_CLIENT_SECRET, startOidcServer } from "./support/oidc-server.ts";
import { startShopServer } from "./support/shop-server.ts";

/**
 * Starts everything the browser tests talk to, all on 127.0.0.1: a PostHog capture stand-in, a
 * real OpenID provider, a fixture shop for URL-to-video, and the product itself (built web app,
 * API, jobs, PGlite in a temp folder, copied from a golden database made here once).
 */
export default async function globalSetup() {
  // First: the product below and every app a journey starts run on copies of it.
  const goldenDataDir = await makeGoldenDataDir();
  process.env.E2E_GOLDEN_DATA_DIR = goldenDataDir;
  const dataDir = await mkdtemp(path.join(tmpdir(), "framewise-e2e-"));
  const capture = await startCaptureServer();
  const shop = await startShopServer();
  const appPort = await freePort();
  const callbacks = ["127.0.0.1", "localhost", IMAGE_BRAND_HOST].map((host) => `http://${host}:${appPort}/api/auth/callback/oidc`);
  const oidc = await startOidcServer(await freePort(), callbacks);
  const app = await startAppServer({
    PORT: String(appPort),
    DATA_DIR: dataDir,
    STAFF_EMAIL_DOMAINS: STAFF_DOMAIN,
    IMAGE_BRAND_HOSTS: IMAGE_BRAND_HOST,
    IMAGE_BRAND_NAME,
    PUBLIC_SECRET_PATH: SECRET_PATH,
    OIDC_ISSUER: oidc.issuer,
    OIDC_CLIENT_ID,
    OIDC_CLIENT_SECRET,
    OIDC_PROVIDER_NAME: "Test SSO",
    POSTHOG_KEY: "phc_e2e",
    POSTHOG_HOST: capture.url,
    SENTRY_DSN: `http://e2epublickey@${new URL(capture.url).host}/1`,
    // Every browser test signs in from 127.0.0.1; the limit itself is tested over HTTP.
    SIGN_IN_RATE_LIMIT: "10000",
    // The fixture shop is on 127.0.0.1, which the product refuses to fetch otherwise.
    TEST_ALLOW_LOOPBACK_FETCH: "true",
  });
  process.env.E2E_APP_URL = app.url;
  process.env.E2E_DATA_DIR = dataDir;
  process.env.E2E_CAPTURE_URL = capture.url;
  process.env.E2E_SHOP_URL = shop.url;

  return async () => {
    await app.stop();
    await oidc.stop();
    await capture.stop();
    await shop.stop();
    await rm(dataDir, { recursive: true, force: true });
    await rm(goldenDataDir, { recursive: true, force: true });
  };
}
