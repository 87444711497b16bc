-- A post's card: what every viewer of a post sees alike (its row but its counters, its files and cover, hashtags and
-- mentions), which an API process keeps once built, by post and version (docs/performance.md "Post cards"). The
-- version is bumped in the transaction of every write that changes what a card shows, whoever writes it (a route, the
-- seed, a test's fixture, an operator's SQL), so a process that reads the version with the feed's page knows whether
-- the card it holds is still the post's. A like, a comment, a share or a view changes a counter only: no bump.
ALTER TABLE posts ADD COLUMN card_version integer NOT NULL DEFAULT 0;

-- The row: any column a card shows (every column of the post's JSON but the four counters; not link_url, the
-- address a preview was made from, nor the search's words). The list is checked against the table's columns by
-- src/posts/post-cards.test.ts, so a column added later is not left out.
CREATE FUNCTION post_card_bumped() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.card_version := OLD.card_version + 1;
  RETURN NEW;
END $$;
CREATE TRIGGER post_card_bumped BEFORE UPDATE ON posts FOR EACH ROW
  WHEN ((OLD.kind, OLD.author_type, OLD.owner_id, OLD.author_id, OLD.body, OLD.visible, OLD.list_id, OLD.club_id,
         OLD.comment_permission, OLD.location, OLD.title, OLD.description, OLD.industry_id, OLD.category_id,
         OLD.start_date, OLD.end_date, OLD.price, OLD.currency, OLD.stock, OLD.product_type, OLD.marketplace, OLD.faqs,
         OLD.expires_at, OLD.link_preview, OLD.link_preview_html, OLD.shared_post_id, OLD.created_at, OLD.updated_at,
         OLD.deleted_at, OLD.hidden_at, OLD.page_hidden_at)
        IS DISTINCT FROM
        (NEW.kind, NEW.author_type, NEW.owner_id, NEW.author_id, NEW.body, NEW.visible, NEW.list_id, NEW.club_id,
         NEW.comment_permission, NEW.location, NEW.title, NEW.description, NEW.industry_id, NEW.category_id,
         NEW.start_date, NEW.end_date, NEW.price, NEW.currency, NEW.stock, NEW.product_type, NEW.marketplace, NEW.faqs,
         NEW.expires_at, NEW.link_preview, NEW.link_preview_html, NEW.shared_post_id, NEW.created_at, NEW.updated_at,
         NEW.deleted_at, NEW.hidden_at, NEW.page_hidden_at))
  EXECUTE FUNCTION post_card_bumped();

-- The posts whose cards changed with a child's write: one UPDATE a statement, whatever number of rows it wrote.
CREATE FUNCTION post_cards_bump(post_refs integer[]) RETURNS void LANGUAGE sql AS $$
  UPDATE posts SET card_version = card_version + 1 WHERE id = ANY(post_refs)
$$;

-- Files (a post's files and its cover): written, edited (order, description, deleted) or removed.
CREATE FUNCTION post_card_files_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM post_cards_bump(ARRAY(SELECT DISTINCT owner_id FROM changed WHERE owner_type IN ('post', 'post_thumbnail')));
  RETURN NULL;
END $$;
CREATE FUNCTION post_card_files_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM post_cards_bump(ARRAY(SELECT owner_id FROM before_change WHERE owner_type IN ('post', 'post_thumbnail')
                                UNION SELECT owner_id FROM changed WHERE owner_type IN ('post', 'post_thumbnail')));
  RETURN NULL;
END $$;
CREATE TRIGGER post_card_files_insert AFTER INSERT ON files REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION post_card_files_added();
CREATE TRIGGER post_card_files_update AFTER UPDATE ON files REFERENCING OLD TABLE AS before_change NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION post_card_files_changed();
CREATE TRIGGER post_card_files_delete AFTER DELETE ON files REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION post_card_files_added();

-- Hashtags and mentions: stored again with each edit of the text.
CREATE FUNCTION post_card_marks() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM post_cards_bump(ARRAY(SELECT DISTINCT post_id FROM changed));
  RETURN NULL;
END $$;
CREATE TRIGGER post_card_hashtags_insert AFTER INSERT ON post_hashtags REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION post_card_marks();
CREATE TRIGGER post_card_hashtags_delete AFTER DELETE ON post_hashtags REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION post_card_marks();
CREATE TRIGGER post_card_mentions_insert AFTER INSERT ON post_mentions REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION post_card_marks();
CREATE TRIGGER post_card_mentions_delete AFTER DELETE ON post_mentions REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION post_card_marks();

-- A mention shows the member's username: a new one changes the card of every post that mentions them.
CREATE FUNCTION post_card_username() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM post_cards_bump(ARRAY(SELECT m.post_id FROM post_mentions m WHERE m.user_id = NEW.id));
  RETURN NULL;
END $$;
CREATE TRIGGER post_card_username AFTER UPDATE OF username ON users FOR EACH ROW
  WHEN (OLD.username IS DISTINCT FROM NEW.username) EXECUTE FUNCTION post_card_username();
