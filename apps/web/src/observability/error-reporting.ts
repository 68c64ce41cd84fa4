import { appConfig } from "../app-config";

/** Spec section 9: errors go to the reporter with 10% trace sampling, when a DSN is configured. */
export const TRACES_SAMPLE_RATE = 0.1;

export async function startErrorReporting() {
  const dsn = appConfig.sentryDsn;
  if (!dsn) return;
  const Sentry = await import("@sentry/react");
  Sentry.init({
    dsn,
    integrations: [Sentry.browserTracingIntegration()],
    tracesSampleRate: TRACES_SAMPLE_RATE,
  });
}
