/**
 * What no staff tool sends, by table and column: secrets, their hashes and when they expire, and
 * what a model was told in a person's private chat. The database browser hides these columns; the
 * audit trail's entries and revert previews leave them out.
 */
export const PRIVATE_COLUMNS: Readonly<Record<string, readonly string[]>> = {
  session: ["token"],
  // Secrets of the account and of its identity provider, and when those expire.
  account: ["password", "access_token", "refresh_token", "id_token", "access_token_expires_at", "refresh_token_expires_at"],
  // A verification's value is the secret its email link carries.
  verification: ["value"],
  // Keys hold the caller's address.
  rate_limit: ["key"],
  client: ["webhook_secret"],
  api_key: ["hash"],
  idempotency_key: ["request_hash"],
  pipeline: ["inbound_token_hash"],
  // A chat turn's call carries the chat's messages (the LLM report shows calls on its own screen).
  llm_call: ["request", "response"],
};

/**
 * Each person's own AI-desk chats: only their owner reads them (the chat routes answer 404 to
 * anyone else, staff included), so no staff tool shows these tables at all.
 */
export const PRIVATE_TABLES: ReadonlySet<string> = new Set(["chat", "chat_folder", "chat_message", "chat_stream_chunk"]);

/** A row's recorded state (JSON keyed by column) without the table's private columns. */
export function withoutPrivateColumns<State extends Record<string, unknown> | null | undefined>(table: string, state: State): State {
  const hidden = PRIVATE_COLUMNS[table];
  if (!state || !hidden) return state;
  return Object.fromEntries(Object.entries(state).filter(([column]) => !hidden.includes(column))) as State;
}
