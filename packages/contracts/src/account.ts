/** What deleting the account removes (`GET /api/v1/account/summary`), for the confirmation the user reads first. */
export interface AccountSummary {
  videos: number;
  renders: number;
  assets: number;
  landingPages: number;
  /** Bytes of the asset library (render files come on top). */
  storageBytes: number;
}
