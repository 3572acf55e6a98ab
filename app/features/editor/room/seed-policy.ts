/**
 * How long a tab that did not create an empty room waits for the creator's files: long enough
 * for a creator on a slow machine or link to come in step with the server.
 */
export const EDITOR_ROOM_SEED_GRACE_MS = 5000;

/**
 * Who fills a room that has no files yet (seeded exactly once, with its creator's
 * local files; a joiner never adds its own). The tab that created the room seeds with its
 * local project as soon as it is in step with the server. Any other tab waits: the creator's
 * files are on their way. Only a room that stays empty (created from the collaboration space,
 * which shares the room ids, or whose creator left at once) gets the default files, from
 * whoever is there after a grace period; even then two such seeds converge on one project
 * (see y-files.ts).
 */
export type SeedPlan =
  { kind: 'none' } | { kind: 'local-now' } | { kind: 'defaults-later'; delayMs: number };

export interface SeedInput {
  /** The server's copy of the document has been applied since the last admission. */
  synced: boolean;
  seeded: boolean;
  createdHere: boolean;
}

export function seedPlan({ synced, seeded, createdHere }: SeedInput): SeedPlan {
  if (!synced || seeded) return { kind: 'none' };
  if (createdHere) return { kind: 'local-now' };
  return { kind: 'defaults-later', delayMs: EDITOR_ROOM_SEED_GRACE_MS };
}
