/** How many ids one `in (...)` query names at most: long lists stay far below the protocol's parameter limit. */
const BATCH_SIZE = 500;

/** The rows `query` answers for every id of a long list, asked a batch of ids at a time. */
export async function queryInBatches<Row>(ids: string[], query: (batch: string[]) => Promise<Row[]>): Promise<Row[]> {
  const rows: Row[] = [];
  for (let i = 0; i < ids.length; i += BATCH_SIZE) rows.push(...(await query(ids.slice(i, i + BATCH_SIZE))));
  return rows;
}
