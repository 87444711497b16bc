-- Every word of what members publish in the lexicon, signs and length aside (issue 42, docs/search.md "Candidates").
-- A search word that starts few words published is looked for as those words exactly (`istanbul` as istanbul, not
-- `istanbul:*`): Postgres's GIN index reads an exact word's list as it goes and skips through the other words' lists,
-- where a prefix is gathered whole into a bitmap first (`istanbul textile` over 100,000 posts: 4.9 ms → 1.3 ms). That is
-- the same search only if the lexicon knows every word the prefix would find, so it now keeps the words with signs
-- (`istanbul.com`, `e-mail`) and longer than 40 letters too. They are never offered as close spellings (they would need
-- quoting in a tsquery); a search word that starts one of them keeps its prefix.
CREATE OR REPLACE FUNCTION search_words_add(document tsvector) RETURNS void LANGUAGE sql AS $$ INSERT INTO search_words (word) SELECT w FROM unnest(tsvector_to_array(document)) w WHERE char_length(w) >= 3 ORDER BY w ON CONFLICT DO NOTHING $$;
INSERT INTO search_words (word)
  SELECT DISTINCT w FROM (
    SELECT unnest(tsvector_to_array(search_document)) FROM posts
    UNION ALL SELECT unnest(tsvector_to_array(search_document)) FROM deals
    UNION ALL SELECT unnest(tsvector_to_array(search_document)) FROM products) words (w)
  WHERE char_length(w) > 40 OR (char_length(w) >= 3 AND w ~ '[[:punct:][:space:]]')
  ON CONFLICT DO NOTHING;
