import type { ApiDryRun, ApiRender, ApiRenderPage, ApiRenderRequest, ApiRenderStatus } from "@framewise/contracts";
import type { Transport } from "./transport.ts";
import { pollUntil, type PollOptions } from "./poll.ts";

/** `GET /renders`' filters: times as ISO 8601, `limit` up to 100, `cursor` a page's `next_cursor`. */
export interface RenderFilters {
  status?: ApiRenderStatus;
  created_from?: string;
  created_before?: string;
  limit?: number;
  cursor?: string;
}

export type RenderBody = Omit<ApiRenderRequest, "dry_run">;

const FINISHED: ApiRenderStatus[] = ["done", "failed", "cancelled"];
const path = (id: string) => `/renders/${encodeURIComponent(id)}`;

/** The client's renders: make, dry-run, follow, list and cancel them. */
export class Renders {
  readonly #call: Transport;

  constructor(call: Transport) {
    this.#call = call;
  }

  /** Queues a render. With an `idempotencyKey`, a repeat of the same body answers the first render again. */
  async create(body: RenderBody, options: { idempotencyKey?: string; signal?: AbortSignal } = {}): Promise<ApiRender> {
    const headers = options.idempotencyKey ? { "idempotency-key": options.idempotencyKey } : undefined;
    return (await this.#call<{ data: ApiRender }>("POST", "/renders", { body, headers, signal: options.signal })).body.data;
  }

  /** What the render would be (scenes, duration, frames, size), checked as `create` checks it; nothing is queued or counted. */
  async dryRun(body: RenderBody): Promise<ApiDryRun> {
    return (await this.#call<{ data: ApiDryRun }>("POST", "/renders", { body: { ...body, dry_run: true } })).body.data;
  }

  async get(id: string, options: { signal?: AbortSignal } = {}): Promise<ApiRender> {
    return (await this.#call<{ data: ApiRender }>("GET", path(id), options)).body.data;
  }

  /** One page of renders, newest first; `next_cursor` asks for the next (or use `pages`). */
  async list(filters: RenderFilters = {}): Promise<ApiRenderPage> {
    return (await this.#call<ApiRenderPage>("GET", "/renders", { query: { ...filters } })).body;
  }

  /** Every page from `filters.cursor` on: `for await (const page of framewise.renders.pages({ status: "done" }))`. */
  async *pages(filters: RenderFilters = {}): AsyncGenerator<ApiRenderPage> {
    let cursor = filters.cursor;
    do {
      const page = await this.list({ ...filters, cursor });
      yield page;
      cursor = page.next_cursor ?? undefined;
    } while (cursor);
  }

  /** Cancels a waiting or running render; a finished one answers 409. */
  async cancel(id: string): Promise<ApiRender> {
    return (await this.#call<{ data: ApiRender }>("POST", `${path(id)}/cancel`)).body.data;
  }

  /**
   * Reads the render until it is done, failed or cancelled, and answers it: polling, with the
   * wait between reads growing (and a 429's `Retry-After` honoured). Stops with the signal's reason.
   */
  waitUntilDone(id: string, options: PollOptions = {}): Promise<ApiRender> {
    return pollUntil(
      (signal) => this.get(id, { signal }),
      (render) => FINISHED.includes(render.status),
      options,
    );
  }
}
