import { STAFF_API_PREFIX } from "../../src/http/routes/operations/staff-routes.ts";
import type { TestClient } from "./http.ts";
import { waitFor } from "./wait-for.ts";

export const PIPELINES = `${STAFF_API_PREFIX}/pipelines`;

/** A pipeline's settings for `makeClient`'s client and template: its RSS feed, each item's title on the headline. */
export const feedPipeline = (clientId: string, templateId: string, url: string, extra: Record<string, unknown> = {}) => ({
  client_id: clientId,
  name: "Loopback news",
  source: { kind: "rss", url },
  client_template_id: templateId,
  mapping: { kind: "fields", modifications: { "Headline.text": "{{title}}" } },
  ...extra,
});

/** Creates a pipeline through the staff route; answers its view. */
export async function createPipeline(staff: TestClient, body: Record<string, unknown>) {
  const created = await staff.post(PIPELINES, body);
  if (created.status !== 201) throw new Error(`Creating the pipeline failed: ${created.status} ${JSON.stringify(created.body)}`);
  return created.body.data as { id: string };
}

/** Starts a run and waits until it is no longer running; answers the run as listed. */
export async function runAndWait(staff: TestClient, pipelineId: string) {
  const started = await staff.post(`${PIPELINES}/${pipelineId}/runs`);
  if (started.status !== 202) throw new Error(`Starting the run failed: ${started.status} ${JSON.stringify(started.body)}`);
  return waitForRun(staff, pipelineId, started.body.data.id as string);
}

export async function waitForRun(staff: TestClient, pipelineId: string, runId: string) {
  const runs = await waitFor(
    `run ${runId} to finish`,
    async () => (await staff.get(`${PIPELINES}/${pipelineId}/runs`)).body.data as { id: string; status: string }[],
    (list) => list.some((run) => run.id === runId && run.status !== "running"),
  );
  return runs.find((run) => run.id === runId) as Record<string, any>;
}

/** A pipeline's items (optionally in one state). */
export async function itemsOf(staff: TestClient, pipelineId: string, status?: string) {
  const answer = await staff.get(`${PIPELINES}/${pipelineId}/items${status ? `?status=${status}` : ""}`);
  return answer.body.data as Record<string, any>[];
}
