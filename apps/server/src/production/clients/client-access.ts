import type { Db } from "../../platform/db/database.ts";
import { notFound } from "../../kernel/errors.ts";
import type { Viewer } from "../../platform/auth/viewer.ts";
import { findClient, findClientByAccountUserId, findMemberClient, findMemberClients, type ClientRow } from "./client-queries.ts";

const WHAT = "That client";

/** The client `id` for staff (the staff plugin already checked who is calling), or 404. */
export async function staffClient(db: Db, clientId: string): Promise<ClientRow> {
  const row = await findClient(db, clientId);
  if (!row) throw notFound(WHAT);
  return row;
}

/** The client `id` when the viewer is one of its members; a missing client and someone else's answer the same 404. */
export async function memberClient(db: Db, viewer: Viewer, clientId: string): Promise<ClientRow> {
  const row = await findMemberClient(db, viewer.id, clientId);
  if (!row) throw notFound(WHAT);
  return row;
}

/** The clients the user is a member of, by name. */
export const memberClients = (db: Db, userId: string): Promise<ClientRow[]> => findMemberClients(db, userId);

/** The client whose account (decision 0013) is `accountUserId`, or undefined for a person's account. */
export const findClientByAccount = (db: Db, accountUserId: string): Promise<ClientRow | undefined> =>
  findClientByAccountUserId(db, accountUserId);
