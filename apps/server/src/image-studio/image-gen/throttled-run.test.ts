import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { GenerationChanges } from "./generation-queries.ts";
import { PROGRESS_EVENT_MS, throttledRun } from "./throttled-run.ts";

beforeEach(() => vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "performance"] }));
afterEach(() => vi.useRealTimers());

function recorded() {
  const saved: GenerationChanges[] = [];
  const controller = new AbortController();
  const { run, stop } = throttledRun(controller.signal, async (changes) => void saved.push(changes));
  return { saved, run, stop, controller };
}

describe("a provider's progress, saved a few times a second", () => {
  it("saves the first update at once and the newest of a burst when its interval ends", () => {
    vi.advanceTimersByTime(1000);
    const { saved, run } = recorded();
    run.progress({ step: "Queued on ComfyUI" });
    run.progress({ fraction: 0.1, step: "Step 1 of 30" });
    run.progress({ fraction: 0.2 });
    expect(saved).toEqual([{ step: "Queued on ComfyUI" }]);
    vi.advanceTimersByTime(PROGRESS_EVENT_MS);
    expect(saved).toEqual([{ step: "Queued on ComfyUI" }, { progress: 0.2, step: "Step 1 of 30" }]);
  });

  it("holds nothing back once stopped or canceled", () => {
    vi.advanceTimersByTime(1000);
    const stopped = recorded();
    stopped.run.progress({ fraction: 0.5 });
    stopped.run.progress({ fraction: 0.9 });
    stopped.stop();
    vi.advanceTimersByTime(PROGRESS_EVENT_MS);
    expect(stopped.saved).toEqual([{ progress: 0.5 }]);

    const canceled = recorded();
    canceled.run.progress({ fraction: 0.5 });
    canceled.run.progress({ fraction: 0.9 });
    canceled.controller.abort();
    vi.advanceTimersByTime(PROGRESS_EVENT_MS);
    expect(canceled.saved).toEqual([{ progress: 0.5 }]);
  });

  it("keeps fractions within 0..1", () => {
    vi.advanceTimersByTime(1000);
    const { saved, run } = recorded();
    run.progress({ fraction: 1.4 });
    expect(saved).toEqual([{ progress: 1 }]);
  });
});
