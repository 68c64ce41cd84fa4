CREATE TABLE "render_chunk" (
	"render_id" text NOT NULL,
	"chunk" integer NOT NULL,
	"start_frame" integer NOT NULL,
	"end_frame" integer NOT NULL,
	"frames_done" integer DEFAULT 0 NOT NULL,
	"runs" integer DEFAULT 0 NOT NULL,
	"worker" text,
	"done_at" timestamp with time zone,
	CONSTRAINT "render_chunk_render_id_chunk_pk" PRIMARY KEY("render_id","chunk")
);
--> statement-breakpoint
ALTER TABLE "render_chunk" ADD CONSTRAINT "render_chunk_render_id_render_id_fk" FOREIGN KEY ("render_id") REFERENCES "public"."render"("id") ON DELETE cascade ON UPDATE no action;