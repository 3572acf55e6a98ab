import { expect, it } from 'vitest';
import { audienceSalts, audienceSeen } from '#server/db/schema.ts';
import { createAudienceCounter, type PageView } from '#server/audience/counter.ts';
import { createAudienceFigures } from '#server/audience/figures.ts';
import { createDbAudienceStore } from '#server/audience/store.ts';
import { createLogger } from '#server/logger.ts';
import { describeEachDriver } from '../support/databases';

/**
 * The daily salt and the visitors seen on a day live only for that day; the day's totals stay.
 * Two counters on one database are two instances: their counts add up, a visitor once.
 */
const DAY_ONE = Date.parse('2026-03-01T23:59:00Z');
const DAY_TWO = Date.parse('2026-03-02T00:01:00Z');
const MINUTE_MS = 60_000;

const view = (userAgent: string, path = '/'): PageView => ({
  path,
  referrerHost: null,
  address: '192.0.2.10',
  userAgent,
});

describeEachDriver(
  'audience days and instances',
  ({ db }) => {
    it('forgets the salt and the visitors seen once their day is over, and keeps the totals', async () => {
      const store = createDbAudienceStore(db().database.db);
      let now = DAY_ONE;
      const counter = createAudienceCounter({
        store,
        logger: createLogger('silent'),
        now: () => now,
      });
      const figures = createAudienceFigures(store, () => now);
      counter.count(view('Browser One'));
      await counter.close();
      const saltsOnDayOne = await db().database.db.select().from(audienceSalts);
      expect(saltsOnDayOne.map((row) => row.day)).toEqual(['2026-03-01']);
      expect(await db().database.db.select().from(audienceSeen)).toHaveLength(2);

      now = DAY_TWO;
      const nextDay = createAudienceCounter({
        store,
        logger: createLogger('silent'),
        now: () => now,
      });
      nextDay.count(view('Browser One'));
      await nextDay.close();
      const salts = await db().database.db.select().from(audienceSalts);
      expect(salts.map((row) => row.day)).toEqual(['2026-03-02']);
      expect(salts[0]!.salt).not.toBe(saltsOnDayOne[0]!.salt);
      const seen = await db().database.db.select().from(audienceSeen);
      expect(new Set(seen.map((row) => row.day))).toEqual(new Set(['2026-03-02']));
      // The same browser is a visitor again on a new day; both days' totals are kept.
      const { series } = await figures.report(7, []);
      expect(series.slice(-2)).toEqual([
        { day: '2026-03-01', views: 1, visitors: 1 },
        { day: '2026-03-02', views: 1, visitors: 1 },
      ]);
    });

    it('adds up the counts of two instances, a visitor seen on both once', async () => {
      const store = createDbAudienceStore(db().database.db);
      const now = () => DAY_TWO + 10 * MINUTE_MS;
      const one = createAudienceCounter({ store, logger: createLogger('silent'), now });
      const two = createAudienceCounter({ store, logger: createLogger('silent'), now });
      const figures = createAudienceFigures(store, now);
      const before = (await figures.report(7, [])).series.at(-1)!;
      one.count(view('Browser Two', '/blog'));
      two.count(view('Browser Two', '/blog'));
      two.count(view('Browser Three', '/blog'));
      await Promise.all([one.close(), two.close()]);
      const after = await figures.report(7, ['/blog']);
      expect(after.series.at(-1)!.views - before.views).toBe(3);
      expect(after.series.at(-1)!.visitors - before.visitors).toBe(2);
      expect(after.paths['/blog']).toEqual({ key: '/blog', views: 3, visitors: 2 });
    });

    it('deletes all audience data, and counts afresh afterwards', async () => {
      const store = createDbAudienceStore(db().database.db);
      const now = () => DAY_TWO + 20 * MINUTE_MS;
      const figures = createAudienceFigures(store, now);
      await figures.deleteAll();
      const report = await figures.report(90, ['/blog']);
      expect(report.views + report.visitors).toBe(0);
      expect(report.topPages).toEqual([]);
      const counter = createAudienceCounter({ store, logger: createLogger('silent'), now });
      counter.count(view('Browser Two', '/blog'));
      await counter.close();
      expect((await figures.report(7, [])).series.at(-1)).toMatchObject({ views: 1, visitors: 1 });
    });
  },
  { seed: false },
);
