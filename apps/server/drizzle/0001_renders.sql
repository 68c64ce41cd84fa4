CREATE TABLE "render" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"progress" real DEFAULT 0 NOT NULL,
	"frames_per_second" real,
	"seconds_left" real,
	"error" text,
	"document" jsonb NOT NULL,
	"scale" real DEFAULT 1 NOT NULL,
	"job_id" text,
	"duration_seconds" real,
	"width" integer,
	"height" integer,
	"bytes" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "render" ADD CONSTRAINT "render_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "render_user_id_created_at_idx" ON "render" USING btree ("user_id","created_at");