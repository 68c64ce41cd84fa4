import { and, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../platform/db/database.ts";
import { client, clientTemplate, pipeline, pipelineRun } from "../../platform/db/schema.ts";

export type PipelineRow = typeof pipeline.$inferSelect;
export type NewPipeline = typeof pipeline.$inferInsert;
export type PipelineChanges = Partial<Omit<NewPipeline, "id" | "clientId" | "createdAt">>;

/** A pipeline with what running it needs: its client's account and status, and its template's document. */
export type PipelineContext = PipelineRow & {
  client: Pick<typeof client.$inferSelect, "id" | "name" | "status" | "accountUserId" | "brandKit" | "maxConcurrentRenders">;
  template: Pick<typeof clientTemplate.$inferSelect, "id" | "name" | "document">;
};

export async function insertPipeline(db: Db, values: NewPipeline): Promise<PipelineRow> {
  const [row] = await db.insert(pipeline).values(values).returning();
  return row!;
}

export async function updatePipelineRow(db: Db, id: string, changes: PipelineChanges): Promise<PipelineRow> {
  const [row] = await db
    .update(pipeline)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(pipeline.id, id))
    .returning();
  return row!;
}

export async function deletePipelineRow(db: Db, id: string): Promise<void> {
  await db.delete(pipeline).where(eq(pipeline.id, id));
}

export async function findPipeline(db: Db, id: string): Promise<PipelineRow | undefined> {
  const [row] = await db.select().from(pipeline).where(eq(pipeline.id, id)).limit(1);
  return row;
}

/** The pipeline `id` of client `clientId` (a key's client, a member's client), or undefined. */
export async function findClientPipeline(db: Db, clientId: string, id: string): Promise<PipelineRow | undefined> {
  const [row] = await db
    .select()
    .from(pipeline)
    .where(and(eq(pipeline.id, id), eq(pipeline.clientId, clientId)))
    .limit(1);
  return row;
}

export async function findPipelineContext(db: Db, id: string): Promise<PipelineContext | undefined> {
  const [row] = await db
    .select({
      pipeline,
      client: {
        id: client.id,
        name: client.name,
        status: client.status,
        accountUserId: client.accountUserId,
        brandKit: client.brandKit,
        maxConcurrentRenders: client.maxConcurrentRenders,
      },
      template: { id: clientTemplate.id, name: clientTemplate.name, document: clientTemplate.document },
    })
    .from(pipeline)
    .innerJoin(client, eq(client.id, pipeline.clientId))
    .innerJoin(clientTemplate, eq(clientTemplate.id, pipeline.clientTemplateId))
    .where(eq(pipeline.id, id))
    .limit(1);
  return row && { ...row.pipeline, client: row.client, template: row.template };
}

/** A run's summary as the list shows it. */
export interface LastRunSummary {
  id: string;
  status: string;
  started_at: string;
  found: number;
  added: number;
  duplicates: number;
  drafted: number;
  failed: number;
}

const lastRun = sql<LastRunSummary | null>`(
  select row_to_json(r) from (
    select id, status, started_at, found, added, duplicates, drafted, failed from ${pipelineRun}
    where ${pipelineRun.pipelineId} = ${pipeline.id} order by ${pipelineRun.startedAt} desc limit 1
  ) r)`;

const waitingCount = sql<number>`(select count(*)::int from pipeline_item i where i.pipeline_id = ${pipeline.id} and i.status = 'awaiting_approval')`;

/** Pipelines with their client's name, last run and drafts waiting, newest first: one client's, or one pipeline. */
export async function listPipelines(db: Db, filter: { clientId?: string; id?: string } = {}) {
  return db
    .select({ pipeline, clientName: client.name, lastRun, waiting: waitingCount })
    .from(pipeline)
    .innerJoin(client, eq(client.id, pipeline.clientId))
    .where(and(filter.clientId ? eq(pipeline.clientId, filter.clientId) : undefined, filter.id ? eq(pipeline.id, filter.id) : undefined))
    .orderBy(desc(pipeline.createdAt));
}

/** Every pipeline with a schedule, for putting the schedules back in pg-boss at start. */
export async function findScheduledPipelines(db: Db): Promise<Pick<PipelineRow, "id" | "schedule">[]> {
  return db
    .select({ id: pipeline.id, schedule: pipeline.schedule })
    .from(pipeline)
    .where(sql`${pipeline.schedule} is not null`);
}
