import type { LiveEvent, PromptTestRunEvent } from "@framewise/contracts";
import { STAFF_CHANNEL, type Events } from "../../platform/events/events.ts";
import type { RunRow } from "./run-queries.ts";

/** Tells every staff member's streams (in any process) how far a run is. */
export function publishRun(events: Events, run: RunRow) {
  const event: PromptTestRunEvent = {
    type: "prompt-test-run",
    id: run.id,
    suite_id: run.suiteId,
    status: run.status,
    done: run.done,
    total: run.total,
    score: run.score,
  };
  return events.publish(STAFF_CHANNEL, event satisfies LiveEvent);
}
