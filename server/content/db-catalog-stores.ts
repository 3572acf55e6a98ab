import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { projects, stats } from '../db/schema';
import { slugOf, toCategories } from './helpers';
import { findById, insertRow, removeById, updateById } from './db-rows';
import { toProject, toStat } from './records';
import type { ProjectStore, StatStore } from '#common/stores';
import { patchedProject, patchedStat, projectFields, statFields } from './writes';

function inProjectCategory(category: string) {
  const wanted = slugOf(category);
  return sql`(lower(${projects.category}) = ${wanted} or exists (
    select 1 from jsonb_array_elements_text(${projects.categories}) as listed(value)
    where lower(listed.value) = ${wanted}))`;
}

const displayOrder = [
  asc(projects.position),
  asc(projects.createdAt),
  sql`${projects.id} collate "C"`,
];

export function createDbProjectStore(db: Db): ProjectStore {
  return {
    async list({ type, category } = {}) {
      const filters: SQL[] = [];
      if (type) filters.push(eq(projects.type, type));
      if (category) filters.push(inProjectCategory(category));
      const rows = await db
        .select()
        .from(projects)
        .where(and(...filters))
        .orderBy(...displayOrder);
      return rows.map(toProject);
    },
    async get(id) {
      const row = await findById(db, projects, id);
      return row ? toProject(row) : null;
    },
    async categories() {
      const rows = await db
        .select({ category: projects.category, categories: projects.categories })
        .from(projects)
        .orderBy(...displayOrder);
      return toCategories(rows.flatMap((row) => [row.category, ...row.categories]));
    },
    async create(input) {
      const row = await insertRow(db, projects, {
        ...projectFields(input),
        // New work goes after everything listed so far.
        position: sql`(select coalesce(max(${projects.position}), -1) + 1 from ${projects})`,
      });
      return toProject(row);
    },
    async update(id, patch) {
      const current = await findById(db, projects, id);
      if (!current) return null;
      const row = await updateById(db, projects, id, projectFields(patchedProject(current, patch)));
      return row ? toProject(row) : null;
    },
    remove: (id) => removeById(db, projects, id),
  };
}

export function createDbStatStore(db: Db): StatStore {
  return {
    async list({ activeOnly } = {}) {
      const rows = await db
        .select()
        .from(stats)
        .where(activeOnly ? eq(stats.active, true) : undefined)
        .orderBy(asc(stats.order), asc(stats.createdAt), sql`${stats.id} collate "C"`);
      return rows.map(toStat);
    },
    async get(id) {
      const row = await findById(db, stats, id);
      return row ? toStat(row) : null;
    },
    create: async (input) => toStat(await insertRow(db, stats, statFields(input))),
    async update(id, patch) {
      const current = await findById(db, stats, id);
      if (!current) return null;
      const row = await updateById(db, stats, id, statFields(patchedStat(current, patch)));
      return row ? toStat(row) : null;
    },
    remove: (id) => removeById(db, stats, id),
  };
}
