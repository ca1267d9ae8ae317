-- The rows a transcription's segments give the search table (ADR 029): one per segment with text, and
-- none unless the transcript is completed.
CREATE FUNCTION transcript_search_rows(row_status text, row_segments jsonb, row_language text)
RETURNS TABLE ("position" integer, start double precision, text text, config regconfig)
LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT (s.n - 1)::integer, coalesce((s.segment->>'start')::double precision, 0), s.segment->>'text', c.config
  FROM jsonb_array_elements(CASE WHEN row_status = 'completed' AND jsonb_typeof(row_segments) = 'array'
      THEN row_segments ELSE '[]'::jsonb END) WITH ORDINALITY AS s(segment, n),
    (SELECT transcript_search_config(row_language) AS config) AS c
  WHERE coalesce(s.segment->>'text', '') <> ''
$$;--> statement-breakpoint
-- Brings one transcription's rows in step with its segments, touching only the segments that changed:
-- an autosave that edits one segment of a 3-hour transcript re-indexes that segment, not all 2,000.
CREATE OR REPLACE FUNCTION transcript_search_write(row_id text, row_status text, row_segments jsonb, row_language text) RETURNS void
LANGUAGE sql AS $$
  DELETE FROM transcript_search s
  WHERE s.transcription_id = row_id AND NOT EXISTS (
    SELECT FROM transcript_search_rows(row_status, row_segments, row_language) w
    WHERE w.position = s.position AND w.start = s.start AND w.text = s.text AND w.config = s.config);
  INSERT INTO transcript_search (transcription_id, position, start, text, config, vector)
  SELECT row_id, w.position, w.start, w.text, w.config,
    to_tsvector(w.config, w.text) || to_tsvector('pg_catalog.simple', transcript_cjk_bigrams(w.text))
  FROM transcript_search_rows(row_status, row_segments, row_language) w
  WHERE NOT EXISTS (SELECT FROM transcript_search s WHERE s.transcription_id = row_id AND s.position = w.position);
$$;
