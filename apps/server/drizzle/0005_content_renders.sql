ALTER TABLE "render" ADD COLUMN "content_id" text;--> statement-breakpoint
ALTER TABLE "render" ADD COLUMN "content_version" integer;--> statement-breakpoint
ALTER TABLE "render" ADD CONSTRAINT "render_content_id_content_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."content"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "render_content_id_idx" ON "render" USING btree ("content_id");