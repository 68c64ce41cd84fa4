import type { ApiTemplate } from "@framewise/contracts";
import { Renders } from "./renders.ts";
import { transport, type FramewiseOptions } from "./transport.ts";

/**
 * A client system's handle on the Framewise render API (docs/public-api.md):
 * `new Framewise({ apiKey: process.env.FRAMEWISE_KEY, baseUrl: "https://videos.example.com" })`.
 */
export class Framewise {
  readonly renders: Renders;
  readonly templates: { list(): Promise<ApiTemplate[]> };

  constructor(options: FramewiseOptions) {
    const call = transport(options);
    this.renders = new Renders(call);
    this.templates = { list: async () => (await call<{ data: ApiTemplate[] }>("GET", "/templates")).body.data };
  }
}
