import type { Db } from "../../../platform/db/database.ts";
import { requireOwned } from "../../../platform/access/access.ts";
import type { Viewer } from "../../../platform/auth/viewer.ts";
import { findChatFolderRow } from "./chat-folder-queries.ts";
import { findChatRow } from "./chat-queries.ts";

/** The viewer's chat `id`, or 404: a staff member never reads another's chat. */
export const ownedChat = async (db: Db, viewer: Viewer, id: string) => requireOwned(await findChatRow(db, id), viewer, "That chat");

/** The viewer's chat folder `id`, or 404. */
export const ownedChatFolder = async (db: Db, viewer: Viewer, id: string) =>
  requireOwned(await findChatFolderRow(db, id), viewer, "That folder");
