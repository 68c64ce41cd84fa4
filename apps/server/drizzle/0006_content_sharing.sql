ALTER TABLE "content" ADD COLUMN "shared" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "content" ADD COLUMN "allow_download" boolean DEFAULT false NOT NULL;