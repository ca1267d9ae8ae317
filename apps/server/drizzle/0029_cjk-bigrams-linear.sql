-- The same pairs as before (ADR 029), in time linear in a run's length: `substr` counts characters from
-- the start of the text on every call, so a run of 19,000 kanji took 6 s to index and an edit of many
-- such segments held the database for minutes. A run's characters are split once and zipped with
-- themselves shifted by one.
CREATE OR REPLACE FUNCTION transcript_cjk_bigrams(body text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(string_agg(pair.first || coalesce(pair.second, ''), ' ' ORDER BY m.n, pair.i), '')
  FROM regexp_matches(body, '[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff66-\uff9f]+', 'g')
      WITH ORDINALITY AS m(run, n),
    LATERAL (SELECT string_to_array(m.run[1], NULL) AS characters) AS run,
    -- A run of one character is its own pair (the second array is then empty).
    unnest(
      run.characters[1:greatest(cardinality(run.characters) - 1, 1)],
      run.characters[2:cardinality(run.characters)]
    ) WITH ORDINALITY AS pair(first, second, i)
$$;
