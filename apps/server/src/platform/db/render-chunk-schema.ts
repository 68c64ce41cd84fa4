/**
 * The chunks of a long render (decision 0014): each a frame range that any worker process renders
 * as a pg-boss job into storage. A chunk's row says how far it got (the render's progress is the
 * sum), how often it was started and by which process, and, once done, that its segment is in
 * storage: a chunk done is never drawn again, whatever happens to its job afterwards.
 */
import { integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { render } from "./schema.ts";

export const renderChunk = pgTable(
  "render_chunk",
  {
    renderId: text("render_id")
      .notNull()
      .references(() => render.id, { onDelete: "cascade" }),
    /** 0, 1, 2 … in the order they are joined. */
    chunk: integer("chunk").notNull(),
    /** Frames [startFrame, endFrame) of the render. */
    startFrame: integer("start_frame").notNull(),
    endFrame: integer("end_frame").notNull(),
    framesDone: integer("frames_done").notNull().default(0),
    /** How many times a process started drawing it (more than once only after a lost process or a failure). */
    runs: integer("runs").notNull().default(0),
    /** The process that drew it last: host name and process id. */
    worker: text("worker"),
    /** Set once its segment is in storage. */
    doneAt: timestamp("done_at", { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.renderId, table.chunk] })],
);
