export { Framewise } from "./framewise.ts";
export { FramewiseApiError } from "./api-error.ts";
export type { FramewiseOptions } from "./transport.ts";
export type { RenderBody, RenderFilters } from "./renders.ts";
export type { PollOptions } from "./poll.ts";
export { verifyWebhook, type FramewiseWebhookEvent } from "./verify-webhook.ts";
export type { ApiDryRun, ApiRender, ApiRenderPage, ApiRenderRequest, ApiRenderStatus, ApiTemplate } from "@framewise/contracts";
