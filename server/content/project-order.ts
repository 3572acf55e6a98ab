import type { ProjectMove, ProjectType } from '#common/types.ts';

interface Placed {
  id: string;
  type: ProjectType;
  position: number;
}

/**
 * The positions a move writes, the same for both stores. `rows` are every project in display
 * order (both types share one sequence of positions). The project trades places with the next
 * one of its own type in `direction`, and every row is then numbered 0, 1, 2… in the new order,
 * so equal positions left by older writes cannot keep two projects tied. Only the rows whose
 * position changes are returned; null when the project is not there, [] when it is already first
 * or last of its type.
 */
export function positionsAfterMove(
  rows: readonly Placed[],
  id: string,
  direction: ProjectMove,
): { id: string; position: number }[] | null {
  const from = rows.findIndex((row) => row.id === id);
  if (from === -1) return null;
  const type = rows[from]!.type;
  const step = direction === 'up' ? -1 : 1;
  let to = from + step;
  while (to >= 0 && to < rows.length && rows[to]!.type !== type) to += step;
  if (to < 0 || to >= rows.length) return [];
  const order = [...rows];
  [order[from], order[to]] = [order[to]!, order[from]!];
  return order
    .map((row, position) => ({ id: row.id, position, before: row.position }))
    .filter((row) => row.position !== row.before)
    .map(({ id: rowId, position }) => ({ id: rowId, position }));
}
