-- One search for everything (issue 42, docs/search.md). Function bodies stay on one line: the migration runner splits
-- statements at a `;` that ends a line (see 0004).

-- search_fold: text as search compares it, the same on PGlite and Postgres whatever their locale (no lower(), whose
-- result depends on the collation, no unaccent, whose rules file may differ): capitals, accents and Turkish dotted and
-- dotless i folded one character for one by translate (the same two strings as FOLD_FROM and FOLD_TO in
-- src/db/search-fold.ts, then the combining accents U+0300–U+036F dropped), then æ œ ß þ ĳ written as two letters.
-- Text of ASCII only (as many bytes as characters) takes the short way. IMMUTABLE: usable in index expressions.
CREATE FUNCTION search_fold(value text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT CASE WHEN octet_length(value) = char_length(value) THEN translate(value, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', 'abcdefghijklmnopqrstuvwxyz') ELSE replace(replace(replace(replace(replace(translate(value, 'ABCDEFGHIJKLMNOPQRSTUVWXYZÀÁÂÃÄÅÆÇÈÉÊËÌÍÎÏÐÑÒÓÔÕÖØÙÚÛÜÝÞàáâãäåçèéêëìíîïðñòóôõöøùúûüýÿĀāĂăĄąĆćĈĉĊċČčĎďĐđĒēĔĕĖėĘęĚěĜĝĞğĠġĢģĤĥĦħĨĩĪīĬĭĮįİıĲĴĵĶķĹĺĻļĽľĿŀŁłŃńŅņŇňŊŌōŎŏŐőŒŔŕŖŗŘřŚśŜŝŞşŠšŢţŤťŦŧŨũŪūŬŭŮůŰűŲųŴŵŶŷŸŹźŻżŽžΆΈΉΊΌΎΏΐΑΒΓΔΕΖΗΘΙΚΛΜΝΞΟΠΡΣΤΥΦΧΨΩΪΫάέήίΰϊϋόύώЀЁЂЃЄЅІЇЈЉЊЋЌЍЎЏАБВГДЕЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯйѐёѓїќѝўẞς̴̵̶̷̸̡̢̧̨̛̖̗̘̙̜̝̞̟̠̣̤̥̦̩̪̫̬̭̮̯̰̱̲̳̹̺̻̼͇͈͉͍͎̀́̂̃̄̅̆̇̈̉̊̋̌̍̎̏̐̑̒̓̔̽̾̿̀́͂̓̈́͆͊͋͌̕̚ͅ͏͓͔͕͖͙͚͐͑͒͗͛ͣͤͥͦͧͨͩͪͫͬͭͮͯ͘͜͟͢͝͞͠͡', 'abcdefghijklmnopqrstuvwxyzaaaaaaæceeeeiiiidnoooooouuuuyþaaaaaaceeeeiiiidnoooooouuuuyyaaaaaaccccccccddddeeeeeeeeeegggggggghhhhiiiiiiiiiiĳjjkkllllllllllnnnnnnŋooooooœrrrrrrssssssssttttttuuuuuuuuuuuuwwyyyzzzzzzαεηιουωιαβγδεζηθικλμνξοπρστυφχψωιυαεηιυιυουωееђгєѕііјљњћкиуџабвгдежзииклмнопрстуфхцчшщъыьэюяиеегікиуßσ'), 'æ', 'ae'), 'œ', 'oe'), 'ß', 'ss'), 'þ', 'th'), 'ĳ', 'ij') END $$;

-- A member may keep out of the search of people outside their network (as Mastodon's `indexable`): when false, only
-- the member and their connections find them (GET /search, POST /users/search-all-users). Set by PUT /users/update/me.
ALTER TABLE users ADD COLUMN searchable_by_strangers boolean NOT NULL DEFAULT true;

-- Members: the search document of migration 0011, now of folded text (so `sirket` finds `Şirket`, `cafe` `Café`), and
-- the trigram indexes on the folded names and username (a typo: `mehmte` finds Mehmet).
CREATE OR REPLACE FUNCTION member_search_document(member integer, first_name text, last_name text, username text, job_title text, company_name text) RETURNS tsvector LANGUAGE sql STABLE AS $$ SELECT setweight(to_tsvector('simple'::regconfig, public.search_fold(coalesce(first_name, '') || ' ' || coalesce(last_name, '') || ' ' || coalesce(username, ''))), 'A') || setweight(to_tsvector('simple'::regconfig, public.search_fold(coalesce(job_title, '') || ' ' || coalesce(company_name, ''))), 'B') || setweight(to_tsvector('simple'::regconfig, public.search_fold(coalesce((SELECT string_agg(s.name, ' ') FROM user_skills s WHERE s.user_id = member), ''))), 'C') || setweight(to_tsvector('simple'::regconfig, public.search_fold(coalesce((SELECT string_agg(e.title || ' ' || coalesce(c.name, e.company_name, ''), ' ') FROM user_experiences e LEFT JOIN companies c ON c.id = e.company_id WHERE e.user_id = member), ''))), 'D') $$;
UPDATE users u SET search_document = member_search_document(u.id, u.first_name, u.last_name, u.username, u.job_title, u.company_name);

DROP INDEX users_first_name_trgm;
DROP INDEX users_last_name_trgm;
DROP INDEX users_full_name_trgm;
DROP INDEX users_username_trgm;
CREATE INDEX users_first_name_trgm ON users USING gin ((search_fold(first_name)) gin_trgm_ops);
CREATE INDEX users_last_name_trgm ON users USING gin ((search_fold(last_name)) gin_trgm_ops);
CREATE INDEX users_full_name_trgm ON users USING gin ((search_fold(first_name || ' ' || last_name)) gin_trgm_ops);
CREATE INDEX users_username_trgm ON users USING gin ((search_fold(username)) gin_trgm_ops);
-- The members who work at a company (`in:slug`): their current experiences there.
CREATE INDEX user_experiences_current_company ON user_experiences (company_id, user_id) WHERE end_date_year IS NULL;

-- Companies: name (A), location (B), about (C), folded; an index expression, so nothing to maintain. The functions name
-- search_fold with its schema: an index is built with only pg_catalog on the search path.
CREATE FUNCTION company_search_document(name text, location text, about text) RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT setweight(to_tsvector('simple'::regconfig, public.search_fold(coalesce(name, ''))), 'A') || setweight(to_tsvector('simple'::regconfig, public.search_fold(coalesce(location, ''))), 'B') || setweight(to_tsvector('simple'::regconfig, public.search_fold(coalesce(about, ''))), 'C') $$;
CREATE INDEX companies_search_document ON companies USING gin (company_search_document(name, location, about));
CREATE INDEX companies_name_fold_trgm ON companies USING gin ((search_fold(name)) gin_trgm_ops);

-- Clubs: name (A), description (C), folded.
CREATE FUNCTION club_search_document(name text, description text) RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT setweight(to_tsvector('simple'::regconfig, public.search_fold(coalesce(name, ''))), 'A') || setweight(to_tsvector('simple'::regconfig, public.search_fold(coalesce(description, ''))), 'C') $$;
CREATE INDEX clubs_search_document ON clubs USING gin (club_search_document(name, description));
CREATE INDEX clubs_name_fold_trgm ON clubs USING gin ((search_fold(name)) gin_trgm_ops);
