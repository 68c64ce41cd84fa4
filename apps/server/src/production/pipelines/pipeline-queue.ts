/** One pipeline run (fetch, dedupe, draft): its job's data is the run's id. */
export const PIPELINE_RUN_QUEUE = "pipeline-run";
/** A pipeline's cron schedule sends here (one schedule per pipeline, keyed by its id). */
export const PIPELINE_SCHEDULE_QUEUE = "pipeline-schedule";
/** A render of a pipeline item finished: deliver it or fail it. */
export const PIPELINE_RENDER_END_QUEUE = "pipeline-render-end";
/** Every few minutes: items a stopped process left `rendering` without a render are recovered. */
export const PIPELINE_STALLED_QUEUE = "pipeline-stalled";
export const PIPELINE_STALLED_SCHEDULE = "*/5 * * * *";

export interface PipelineRunJob {
  runId: string;
}
export interface PipelineScheduleJob {
  pipelineId: string;
}
export interface PipelineRenderEndJob {
  renderId: string;
}
