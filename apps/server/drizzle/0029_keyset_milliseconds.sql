-- Truncated, as cursors carried these times (date_trunc), rather than rounded by the type change.
ALTER TABLE "generated_image" ALTER COLUMN "created_at" SET DATA TYPE timestamp (3) with time zone USING date_trunc('milliseconds', "created_at");--> statement-breakpoint
ALTER TABLE "render" ALTER COLUMN "created_at" SET DATA TYPE timestamp (3) with time zone USING date_trunc('milliseconds', "created_at");--> statement-breakpoint
ALTER TABLE "webhook_delivery" ALTER COLUMN "created_at" SET DATA TYPE timestamp (3) with time zone USING date_trunc('milliseconds', "created_at");--> statement-breakpoint
ALTER TABLE "generated_layout" ALTER COLUMN "created_at" SET DATA TYPE timestamp (3) with time zone USING date_trunc('milliseconds', "created_at");
