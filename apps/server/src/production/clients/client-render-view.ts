import { clientRenderPath, type RenderSummary } from "@framewise/contracts";
import { renderView, type RenderViewRow } from "../../video-studio/renders/render-view.ts";

/** A client's render as staff see it, its video and poster behind the staff route. */
export function clientRenderView(clientId: string, row: RenderViewRow): RenderSummary {
  const view = renderView(row);
  const path = clientRenderPath(clientId, row.id);
  return { ...view, video_url: view.video_url && `${path}/video`, poster_url: view.poster_url && `${path}/poster` };
}
