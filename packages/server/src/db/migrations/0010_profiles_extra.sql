-- Profiles (docs/network.md "Profiles"): a member's products newest first (GET /users/{id}/products) is an index scan.
CREATE INDEX products_author_newest ON products (author_id, created_at DESC, id DESC) WHERE deleted_at IS NULL;
