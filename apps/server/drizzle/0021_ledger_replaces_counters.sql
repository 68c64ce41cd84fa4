-- The quota ledger (0019, 0020 carried their counts over) is the only place usage is counted now.
DROP TABLE "image_generation_usage" CASCADE;--> statement-breakpoint
DROP TABLE "user_storage" CASCADE;