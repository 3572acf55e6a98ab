import { desc, eq, lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { ownerAccount, ownerSessions } from '../db/schema';

/** One signed-in device of the owner, as the console's device list shows it. */
export interface OwnerSessionRecord {
  tokenHash: string;
  createdAt: Date;
  lastSeenAt: Date;
  device: string;
  address: string;
}

/** Where the owner's password hash and sessions live: the database every instance shares. */
export interface OwnerAuthStore {
  passwordHash(): Promise<string | null>;
  setPasswordHash(hash: string): Promise<void>;
  createSession(
    session: Pick<OwnerSessionRecord, 'tokenHash' | 'device' | 'address'>,
  ): Promise<void>;
  findSession(tokenHash: string): Promise<OwnerSessionRecord | null>;
  touchSession(tokenHash: string, at: Date): Promise<void>;
  deleteSession(tokenHash: string): Promise<void>;
  deleteAllSessions(): Promise<void>;
  deleteSessionsLastSeenBefore(cutoff: Date): Promise<void>;
  listSessions(): Promise<OwnerSessionRecord[]>;
}

/** There is one owner; their row always has this id. */
const OWNER_ID = 1;

export function createDbOwnerAuthStore(db: Db): OwnerAuthStore {
  return {
    async passwordHash() {
      const [row] = await db
        .select({ passwordHash: ownerAccount.passwordHash })
        .from(ownerAccount)
        .where(eq(ownerAccount.id, OWNER_ID));
      return row?.passwordHash ?? null;
    },
    async setPasswordHash(passwordHash) {
      const updatedAt = new Date();
      await db
        .insert(ownerAccount)
        .values({ id: OWNER_ID, passwordHash, updatedAt })
        .onConflictDoUpdate({ target: ownerAccount.id, set: { passwordHash, updatedAt } });
    },
    async createSession(session) {
      await db.insert(ownerSessions).values(session);
    },
    async findSession(tokenHash) {
      const [row] = await db
        .select()
        .from(ownerSessions)
        .where(eq(ownerSessions.tokenHash, tokenHash));
      return row ?? null;
    },
    async touchSession(tokenHash, at) {
      await db
        .update(ownerSessions)
        .set({ lastSeenAt: at })
        .where(eq(ownerSessions.tokenHash, tokenHash));
    },
    async deleteSession(tokenHash) {
      await db.delete(ownerSessions).where(eq(ownerSessions.tokenHash, tokenHash));
    },
    async deleteAllSessions() {
      await db.delete(ownerSessions);
    },
    async deleteSessionsLastSeenBefore(cutoff) {
      await db.delete(ownerSessions).where(lt(ownerSessions.lastSeenAt, cutoff));
    },
    listSessions: () => db.select().from(ownerSessions).orderBy(desc(ownerSessions.lastSeenAt)),
  };
}
