ALTER TABLE "transcriptions" ADD COLUMN "prompt" text;--> statement-breakpoint
ALTER TABLE "transcriptions" ADD COLUMN "temperature" double precision DEFAULT 0 NOT NULL;