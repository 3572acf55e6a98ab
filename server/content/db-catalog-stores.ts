import { and, asc, eq, ne, sql, type SQL } from 'drizzle-orm';
import { MARKDOWN_RENDERER_VERSION } from '#common/markdown/render-markdown.ts';
import type { Db } from '../db/client';
import { projects, stats } from '../db/schema';
import { slugOf, toCategories } from './helpers';
import { insertRow, recordsById } from './db-rows';
import { positionsAfterMove } from './project-order';
import { isUniqueViolation } from './db-errors';
import { toCaseStudy, toProject, toStat } from './records';
import { ConflictError, type ProjectStore, type StatStore } from '#common/stores.ts';
import {
  patchedProject,
  patchedStat,
  projectFields,
  renderedWriteUpColumns,
  statFields,
} from './writes';

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
  const conflict = (slug: string) =>
    new ConflictError(`A project with the slug '${slug}' already exists`);
  const saving = async <T>(slug: string | undefined, write: () => Promise<T>): Promise<T> => {
    try {
      return await write();
    } catch (error) {
      throw isUniqueViolation(error) ? conflict(slug ?? '') : error;
    }
  };
  return {
    ...rowsById,
    update: (id, patch) => saving(patch.slug, () => rowsById.update(id, patch)),
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
      const fields = await projectFields(input);
      const row = await saving(fields.slug, () =>
        insertRow(db, projects, {
          ...fields,
          // New work goes after everything listed so far.
          position: sql`(select coalesce(max(${projects.position}), -1) + 1 from ${projects})`,
        }),
      );
      return toProject(row);
    },
    async caseStudy(slug) {
      const [row] = await db
        .select()
        .from(projects)
        .where(and(eq(projects.slug, slug), visibleOnly));
      return row ? toCaseStudy(row) : null;
    },
    async renderStale() {
      const stale = await db
        .select({ id: projects.id, writeUp: projects.writeUp })
        .from(projects)
        .where(ne(projects.writeUpRendererVersion, MARKDOWN_RENDERER_VERSION));
      for (const row of stale) {
        await db
          .update(projects)
          .set(await renderedWriteUpColumns(row.writeUp))
          .where(eq(projects.id, row.id));
      }
      return stale.length;
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
