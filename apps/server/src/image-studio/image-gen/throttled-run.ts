import type { GenerationChanges } from "./generation-queries.ts";
import type { ProviderRun } from "./providers/image-provider.ts";

/** Progress goes to watchers (a NOTIFY each, to every process) at most this often: a few a second is smooth enough. */
export const PROGRESS_EVENT_MS = 250;

/**
 * What the provider may use while it runs: the cancel signal, and progress saved and told a few
 * times a second. `stop` drops an update still held back once the provider has answered, so it
 * cannot land after the steps that follow.
 */
export function throttledRun(
  signal: AbortSignal,
  save: (changes: GenerationChanges) => Promise<void>,
): { run: ProviderRun; stop: () => void } {
  let last = 0;
  /** The newest update held back by the throttle: saved when its interval ends, so the latest state is never lost. */
  let pending: GenerationChanges | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    timer = undefined;
    if (!pending || signal.aborted) return;
    last = performance.now();
    void save(pending);
    pending = undefined;
  };
  const run: ProviderRun = {
    signal,
    progress({ fraction, step }) {
      pending = {
        ...pending,
        ...(fraction === undefined ? {} : { progress: Math.min(1, Math.max(0, fraction)) }),
        ...(step ? { step } : {}),
      };
      const wait = PROGRESS_EVENT_MS - (performance.now() - last);
      if (wait <= 0) flush();
      else timer ??= setTimeout(flush, wait);
    },
    providerJob: (id) => void save({ providerJobId: id }),
  };
  const stop = () => {
    clearTimeout(timer);
    pending = undefined;
  };
  return { run, stop };
}
