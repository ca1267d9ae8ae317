CREATE TABLE "partial_segments" (
	"transcription_id" text NOT NULL,
	"position" integer NOT NULL,
	"start" double precision NOT NULL,
	"end" double precision NOT NULL,
	"text" text NOT NULL,
	CONSTRAINT "partial_segments_transcription_id_position_pk" PRIMARY KEY("transcription_id","position")
);
--> statement-breakpoint
ALTER TABLE "transcriptions" ADD COLUMN "remaining_seconds" double precision;--> statement-breakpoint
ALTER TABLE "partial_segments" ADD CONSTRAINT "partial_segments_transcription_id_transcriptions_id_fk" FOREIGN KEY ("transcription_id") REFERENCES "public"."transcriptions"("id") ON DELETE cascade ON UPDATE no action;