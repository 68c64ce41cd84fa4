import type { AssetStatus, LiveEvent } from "@framewise/contracts";
import { userChannel, type Events } from "../../platform/events/events.ts";

/** Tells the owner's streams (in any process) an asset's new processing state. */
export const publishAsset = (events: Events, row: { id: string; userId: string }, status: AssetStatus, error: string | null) =>
  events.publish(userChannel(row.userId), { type: "asset", id: row.id, status, error } satisfies LiveEvent);
