-- Trigram indexes on names (list search, search by name) need pg_trgm: trusted since PostgreSQL 13, and
-- loaded into PGlite by database.ts.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "transcript_search" (
	"transcription_id" text NOT NULL,
	"position" integer NOT NULL,
	"start" double precision NOT NULL,
	"text" text NOT NULL,
	"config" "regconfig" NOT NULL,
	"vector" "tsvector" NOT NULL,
	CONSTRAINT "transcript_search_transcription_id_position_pk" PRIMARY KEY("transcription_id","position")
);
--> statement-breakpoint
ALTER TABLE "transcript_search" ADD CONSTRAINT "transcript_search_transcription_id_transcriptions_id_fk" FOREIGN KEY ("transcription_id") REFERENCES "public"."transcriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "transcript_search_vector" ON "transcript_search" USING gin ("vector") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "transcriptions_workspace_newest" ON "transcriptions" USING btree ("workspace_id","created_at","id");--> statement-breakpoint
CREATE INDEX "transcriptions_workspace_name" ON "transcriptions" USING btree ("workspace_id","name","id");--> statement-breakpoint
CREATE INDEX "transcriptions_public_name" ON "transcriptions" USING btree ("public","name","id");--> statement-breakpoint
CREATE INDEX "transcriptions_name_trigrams" ON "transcriptions" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
-- The text search configuration of a transcription's language (ADR 029): stemmed English and Spanish;
-- every other language keeps its words as written.
CREATE FUNCTION transcript_search_config(language text) RETURNS regconfig
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT (CASE language WHEN 'en' THEN 'pg_catalog.english' WHEN 'es' THEN 'pg_catalog.spanish'
    ELSE 'pg_catalog.simple' END)::regconfig
$$;--> statement-breakpoint
-- Japanese and Chinese have no spaces between words: each run of kana and ideographs becomes its
-- overlapping character pairs, in order ("東京都" gives "東京 京都"), so a phrase of pairs finds any
-- substring of two characters or more, and a prefix of one pair any single character.
CREATE FUNCTION transcript_cjk_bigrams(body text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(string_agg(substr(m.run[1], i, 2), ' ' ORDER BY m.n, i), '')
  FROM regexp_matches(body, '[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff66-\uff9f]+', 'g')
    WITH ORDINALITY AS m(run, n),
    generate_series(1, greatest(char_length(m.run[1]) - 1, 1)) AS i
$$;--> statement-breakpoint
-- Rewrites one transcription's searchable segments: only completed transcripts are searchable.
CREATE FUNCTION transcript_search_write(row_id text, row_status text, row_segments jsonb, row_language text) RETURNS void
LANGUAGE sql AS $$
  DELETE FROM transcript_search WHERE transcription_id = row_id;
  INSERT INTO transcript_search (transcription_id, position, start, text, config, vector)
  SELECT row_id, s.n - 1, coalesce((s.segment->>'start')::double precision, 0), s.segment->>'text', c.config,
    to_tsvector(c.config, s.segment->>'text')
      || to_tsvector('pg_catalog.simple', transcript_cjk_bigrams(s.segment->>'text'))
  FROM jsonb_array_elements(CASE WHEN row_status = 'completed' AND jsonb_typeof(row_segments) = 'array'
      THEN row_segments ELSE '[]'::jsonb END) WITH ORDINALITY AS s(segment, n),
    (SELECT transcript_search_config(row_language) AS config) AS c
  WHERE coalesce(s.segment->>'text', '') <> '';
$$;--> statement-breakpoint
CREATE FUNCTION transcript_search_refresh() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM transcript_search_write(NEW.id, NEW.status, NEW.segments,
    coalesce(NEW.detected_language, NEW.language));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER transcript_search_on_insert AFTER INSERT ON transcriptions
FOR EACH ROW WHEN (NEW.status = 'completed') EXECUTE FUNCTION transcript_search_refresh();--> statement-breakpoint
CREATE TRIGGER transcript_search_on_update AFTER UPDATE OF segments, status, language, detected_language
ON transcriptions FOR EACH ROW
WHEN (OLD.segments IS DISTINCT FROM NEW.segments OR OLD.status IS DISTINCT FROM NEW.status
  OR OLD.language IS DISTINCT FROM NEW.language OR OLD.detected_language IS DISTINCT FROM NEW.detected_language)
EXECUTE FUNCTION transcript_search_refresh();--> statement-breakpoint
SELECT transcript_search_write(id, status, segments, coalesce(detected_language, language))
FROM transcriptions WHERE status = 'completed';