/** Addresses the global setup publishes to the test workers. */
export const STAFF_DOMAIN = "staff.test";
export const IMAGE_BRAND_HOST = "images.framewise.test";
export const IMAGE_BRAND_NAME = "Pixel Forge";
export const SECRET_PATH = "/status-e2e-secret";

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the tests through Playwright's global setup.`);
  return value;
}

export const e2eEnvironment = {
  get appUrl() {
    return required("E2E_APP_URL");
  },
  /** The product's data folder: its mail outbox is read as a self-hoster without a mail server would. */
  get dataDir() {
    return required("E2E_DATA_DIR");
  },
  get captureUrl() {
    return required("E2E_CAPTURE_URL");
  },
  get shopUrl() {
    return required("E2E_SHOP_URL");
  },
  /** The data folder whose migrated and seeded `db/` every app server starts on a copy of. */
  get goldenDataDir() {
    return required("E2E_GOLDEN_DATA_DIR");
  },
};
