CREATE TABLE "media_peaks" (
	"transcription_id" text PRIMARY KEY NOT NULL,
	"duration" double precision NOT NULL,
	"peaks_per_second" double precision NOT NULL,
	"peaks" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "transcriptions" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "media_peaks" ADD CONSTRAINT "media_peaks_transcription_id_transcriptions_id_fk" FOREIGN KEY ("transcription_id") REFERENCES "public"."transcriptions"("id") ON DELETE cascade ON UPDATE no action;