-- Uploaded files (SPEC §3 "Uploaded file") of any owner: deals, products, leads, lead comments, ...
CREATE TABLE files (
  id serial PRIMARY KEY,
  name text NOT NULL,
  description text,
  path text NOT NULL,
  size integer NOT NULL CHECK (size >= 0),
  mime_type text NOT NULL,
  is_downloadable boolean NOT NULL DEFAULT true,
  file_order integer NOT NULL DEFAULT 0,
  is_cover_file boolean NOT NULL DEFAULT false,
  owner_type text NOT NULL CHECK (owner_type ~ '^[a-z_]+$'),
  owner_id integer NOT NULL,
  uploaded_by integer REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);
CREATE UNIQUE INDEX files_path_unique ON files (path);
CREATE INDEX files_owner ON files (owner_type, owner_id) WHERE deleted_at IS NULL;

-- Deals: offers and demands members buy, sell or refer (SPEC §3 "Deal").
CREATE TABLE deals (
  id serial PRIMARY KEY,
  title text NOT NULL,
  type text NOT NULL CHECK (type IN ('offer', 'demand')),
  industry_id integer,
  category_id integer,
  currency text,
  price numeric(14, 2) CHECK (price >= 0),
  stock integer CHECK (stock >= 0),
  location text,
  description text NOT NULL DEFAULT '',
  sub_type text,
  is_all_industry boolean NOT NULL DEFAULT false,
  buy_price numeric(14, 2) CHECK (buy_price > 0),
  buy_currency text,
  sell_price numeric(14, 2) CHECK (sell_price > 0),
  sell_currency text,
  refer_price numeric(14, 2) CHECK (refer_price > 0),
  refer_currency text,
  company_id integer REFERENCES companies (id) ON DELETE CASCADE,
  author_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  visibility text NOT NULL DEFAULT 'anyone' CHECK (visibility = 'anyone'),
  comment_permission text NOT NULL DEFAULT 'anyone' CHECK (comment_permission = 'anyone'),
  is_sponsored boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);
CREATE INDEX deals_company ON deals (company_id) WHERE deleted_at IS NULL;
CREATE INDEX deals_author ON deals (author_id) WHERE deleted_at IS NULL;
CREATE INDEX deals_newest ON deals (created_at DESC, id DESC) WHERE deleted_at IS NULL;

CREATE TABLE deal_managers (
  deal_id integer NOT NULL REFERENCES deals (id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (deal_id, user_id)
);
CREATE INDEX deal_managers_user ON deal_managers (user_id);

CREATE TABLE deal_faqs (
  id serial PRIMARY KEY,
  deal_id integer NOT NULL REFERENCES deals (id) ON DELETE CASCADE,
  question text NOT NULL,
  answer text NOT NULL,
  author_id integer REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX deal_faqs_deal ON deal_faqs (deal_id);

CREATE TABLE deal_reviews (
  id serial PRIMARY KEY,
  deal_id integer NOT NULL REFERENCES deals (id) ON DELETE CASCADE,
  author_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  content text NOT NULL,
  rate integer NOT NULL CHECK (rate BETWEEN 1 AND 5),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX deal_reviews_one_per_member ON deal_reviews (deal_id, author_id);

CREATE TABLE deal_review_likes (
  review_id integer NOT NULL REFERENCES deal_reviews (id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (review_id, user_id)
);

-- Products a company or member sells; location is fixed to the ids of SPEC §7.
CREATE TABLE products (
  id serial PRIMARY KEY,
  title text NOT NULL,
  description text NOT NULL DEFAULT '',
  industry_id integer,
  category_id integer,
  currency text,
  price numeric(14, 2) CHECK (price >= 0),
  stock integer CHECK (stock >= 0),
  country_id integer NOT NULL DEFAULT 6,
  state_id integer NOT NULL DEFAULT 487,
  city_id integer NOT NULL DEFAULT 7,
  company_id integer REFERENCES companies (id) ON DELETE CASCADE,
  author_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);
CREATE INDEX products_company ON products (company_id) WHERE deleted_at IS NULL;
CREATE INDEX products_author ON products (author_id) WHERE deleted_at IS NULL;

CREATE TABLE product_faqs (
  id serial PRIMARY KEY,
  product_id integer NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  question text NOT NULL,
  answer text NOT NULL,
  author_id integer REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX product_faqs_product ON product_faqs (product_id);

CREATE TABLE product_reviews (
  id serial PRIMARY KEY,
  product_id integer NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  author_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  content text NOT NULL,
  rate integer NOT NULL CHECK (rate BETWEEN 1 AND 5),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX product_reviews_one_per_member ON product_reviews (product_id, author_id);
