-- Company reviews (docs/companies-and-clubs.md, "reviews"): the third listing kind's reviews, as deal reviews are
-- kept (0002): one a member and company, rate 1 to 5, likes in their own table. Companies are deleted outright, so
-- their reviews go with them.
CREATE TABLE company_reviews (
  id serial PRIMARY KEY,
  company_id integer NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  author_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  content text NOT NULL,
  rate integer NOT NULL CHECK (rate BETWEEN 1 AND 5),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT company_reviews_one_per_member UNIQUE (company_id, author_id)
);
-- A company's reviews, newest first (GET /company/{id}/reviews and /reviews/received).
CREATE INDEX company_reviews_company_newest ON company_reviews (company_id, created_at DESC, id DESC);
-- A member's review history, newest first (GET /company/{id}/reviews/sent).
CREATE INDEX company_reviews_author_newest ON company_reviews (author_id, created_at DESC, id DESC);

CREATE TABLE company_review_likes (
  review_id integer NOT NULL REFERENCES company_reviews (id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (review_id, user_id)
);
-- A member's likes go when the member does (the cascade finds them by user).
CREATE INDEX company_review_likes_user ON company_review_likes (user_id);
