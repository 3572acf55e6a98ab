import type { AudienceFigures, AudienceTotal } from '#common/audience.ts';
import { utcDay } from './counter';
import type { AudienceStore } from './store';

const MS_PER_DAY = 24 * 60 * 60 * 1000;
/** Rows of the top pages and top referrers lists. */
const AUDIENCE_TOP_ROWS = 10;
/** How far back a post's view count on its article goes: every day still kept. */
const ALL_TIME_FROM = '0001-01-01';

/** The console's reading of the daily totals (the pages' `context.audience`). */
export function createAudienceFigures(
  store: AudienceStore,
  now: () => number = Date.now,
): AudienceFigures {
  return {
    async report(days, paths) {
      const today = now();
      const dayList = Array.from({ length: days }, (_, index) =>
        utcDay(today - (days - 1 - index) * MS_PER_DAY),
      );
      const from = dayList[0]!;
      const [stored, topPages, topReferrers, totals] = await Promise.all([
        store.days(from),
        store.topPages(from, AUDIENCE_TOP_ROWS),
        store.topReferrers(from, AUDIENCE_TOP_ROWS),
        store.pagesTotals(from, paths),
      ]);
      const byDay = new Map(stored.map((entry) => [entry.day, entry]));
      const series = dayList.map((day) => byDay.get(day) ?? { day, views: 0, visitors: 0 });
      const byPath = new Map(totals.map((entry) => [entry.key, entry]));
      const pathTotals: Record<string, AudienceTotal> = {};
      for (const path of paths) {
        pathTotals[path] = byPath.get(path) ?? { key: path, views: 0, visitors: 0 };
      }
      return {
        days,
        series,
        views: series.reduce((sum, entry) => sum + entry.views, 0),
        visitors: series.reduce((sum, entry) => sum + entry.visitors, 0),
        topPages,
        topReferrers,
        paths: pathTotals,
      };
    },
    async viewsOf(path) {
      const [total] = await store.pagesTotals(ALL_TIME_FROM, [path]);
      return total?.views ?? 0;
    },
    deleteAll: () => store.deleteAll(),
  };
}
