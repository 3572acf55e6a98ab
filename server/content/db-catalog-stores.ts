import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { projects, stats } from '../db/schema';
import { slugOf, toCategories } from './helpers';
import { insertRow, recordsById } from './db-rows';
import { toProject, toStat } from './records';
import type { ProjectStore, StatStore } from '#common/stores.ts';
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
    ...recordsById(db, projects, {
      toRecord: toProject,
      patched: patchedProject,
      fields: projectFields,
    }),
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
  };
}

export function createDbStatStore(db: Db): StatStore {
  return {
    ...recordsById(db, stats, { toRecord: toStat, patched: patchedStat, fields: statFields }),
    async list({ activeOnly } = {}) {
      const rows = await db
        .select()
        .from(stats)
        .where(activeOnly ? eq(stats.active, true) : undefined)
        .orderBy(asc(stats.order), asc(stats.createdAt), sql`${stats.id} collate "C"`);
      return rows.map(toStat);
    },
    create: async (input) => toStat(await insertRow(db, stats, statFields(input))),
  };
}
