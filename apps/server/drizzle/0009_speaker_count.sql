ALTER TABLE "transcriptions" ADD COLUMN "min_speakers" integer;--> statement-breakpoint
ALTER TABLE "transcriptions" ADD COLUMN "max_speakers" integer;