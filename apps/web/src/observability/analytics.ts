import type { PostHog } from "posthog-js";
import { appConfig } from "../app-config";

/** posthog-js loads only when a key is configured, so without one nothing is fetched or sent. */
let client: Promise<PostHog> | undefined;

function posthog(): Promise<PostHog> | undefined {
  const settings = appConfig.posthog;
  if (!settings) return undefined;
  client ??= import("posthog-js").then(({ default: instance }) => {
    instance.init(settings.key, {
      api_host: settings.host,
      person_profiles: "identified_only",
      // A single-page app: every route change is a page view.
      capture_pageview: "history_change",
      request_batching: false,
      disable_session_recording: true,
      // No scripts from PostHog's servers (our CSP allows only our own); settings still load as JSON.
      disable_external_dependency_loading: true,
    });
    return instance;
  });
  return client;
}

export function startAnalytics() {
  void posthog();
}

export async function identifyUser(userId: string, traits: { email?: string | null }) {
  (await posthog())?.identify(userId, traits);
}

export async function resetAnalytics() {
  (await posthog())?.reset();
}
