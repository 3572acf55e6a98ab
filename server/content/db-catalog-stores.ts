import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { projects, stats } from '../db/schema';
import { slugOf, toCategories } from './helpers';
import { insertRow, recordsById } from './db-rows';
import { positionsAfterMove } from './project-order';
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

const visibleOnly = eq(projects.hidden, false);

export function createDbProjectStore(db: Db): ProjectStore {
  const rowsById = recordsById(db, projects, {
    toRecord: toProject,
    patched: patchedProject,
    fields: projectFields,
  });
  return {
    ...rowsById,
    async list({ type, category, includeHidden } = {}) {
      const filters: SQL[] = [];
      if (!includeHidden) filters.push(visibleOnly);
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
        .where(visibleOnly)
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
    async move(id, direction) {
      const changes = await db.transaction(async (tx) => {
        // Every row, locked: two moves at once would otherwise number from the same old order.
        const placed = await tx
          .select({ id: projects.id, type: projects.type, position: projects.position })
          .from(projects)
          .orderBy(...displayOrder)
          .for('update');
        const moves = positionsAfterMove(placed, id, direction);
        for (const { id: changed, position } of moves ?? []) {
          await tx.update(projects).set({ position }).where(eq(projects.id, changed));
        }
        return moves;
      });
      if (!changes) return null;
      const project = await rowsById.get(id);
      return project && { project, moved: changes.length > 0 };
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
