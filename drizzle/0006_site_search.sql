-- Site search (docs/decisions/0019-site-search-and-images.md). Each searchable row carries a
-- weighted tsvector the database itself keeps up to date (a generated column): title A,
-- excerpt or description B, body or tags C. Nothing in the application writes it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('english'::regconfig, "title"), 'A') ||
  setweight(to_tsvector('english'::regconfig, "excerpt"), 'B') ||
  setweight(to_tsvector('english'::regconfig, "plain_text"), 'C')
) STORED;
--> statement-breakpoint
CREATE INDEX "posts_search_idx" ON "posts" USING gin ("search_vector");
--> statement-breakpoint
CREATE INDEX "posts_title_trgm_idx" ON "posts" USING gin (lower("title") gin_trgm_ops);
--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('english'::regconfig, "title"), 'A') ||
  setweight(to_tsvector('english'::regconfig, "description"), 'B') ||
  setweight(to_tsvector('english'::regconfig, "tags"::text || ' ' || "categories"::text), 'C')
) STORED;
--> statement-breakpoint
CREATE INDEX "projects_search_idx" ON "projects" USING gin ("search_vector");
--> statement-breakpoint
CREATE INDEX "projects_title_trgm_idx" ON "projects" USING gin (lower("title") gin_trgm_ops);
