-- Every project has a case-study address, /projects/<slug>. Rows from before slugs get one made
-- from their title as the API's slugify does (lowercase ASCII letters and digits, single hyphens);
-- common Latin accents lose their marks as there; a title that gives none becomes 'project',
-- and a repeat gets -2, -3, … in display order.
WITH base AS (
  SELECT id,
         coalesce(nullif(trim(both '-' from left(regexp_replace(translate(lower(title), 'àáâãäåçèéêëìíîïñòóôõöøùúûüýÿ', 'aaaaaaceeeeiiiinoooooouuuuyy'), '[^a-z0-9]+', '-', 'g'), 200)), ''), 'project') AS slug,
         position,
         created_at
  FROM projects
  WHERE slug IS NULL
), numbered AS (
  SELECT id, slug, row_number() OVER (PARTITION BY slug ORDER BY position, created_at, id) AS n
  FROM base
)
UPDATE projects
SET slug = CASE WHEN numbered.n = 1 THEN numbered.slug ELSE numbered.slug || '-' || numbered.n END
FROM numbered
WHERE projects.id = numbered.id;
