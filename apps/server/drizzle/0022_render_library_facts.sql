ALTER TABLE "render" ADD COLUMN "template_id" text GENERATED ALWAYS AS (document #>> '{content,templateId}') STORED;--> statement-breakpoint
ALTER TABLE "render" ADD COLUMN "layout_ids" jsonb GENERATED ALWAYS AS (jsonb_path_query_array(document, '$.content.scenes[*].layoutId')) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "render_created_at_idx" ON "render" USING btree ("created_at");