ALTER TABLE "image_inspiration" ADD COLUMN "offline_preview" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "image_vibe" ADD COLUMN "preview_offline" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "image_vibe" ADD COLUMN "published_from" text;--> statement-breakpoint
ALTER TABLE "image_vibe" ADD CONSTRAINT "image_vibe_published_from_image_vibe_id_fk" FOREIGN KEY ("published_from") REFERENCES "public"."image_vibe"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "image_vibe_published_from_idx" ON "image_vibe" USING btree ("published_from");--> statement-breakpoint
-- Pictures painted from a recipe (the seeded wall among them) are kept under the shared samples folder.
UPDATE "image_inspiration" SET "offline_preview" = true WHERE "image_key" LIKE 'image-gen/shared/samples/%';
