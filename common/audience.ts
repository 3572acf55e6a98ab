/**
 * Audience figures (docs/product.md#audience): what the console reads and what the server
 * keeps. Only daily totals exist: per day, per page path and per referrer host.
 */

/** The periods the console offers, in days (today included). */
export const AUDIENCE_PERIODS_DAYS = [7, 30, 90] as const;
export type AudiencePeriodDays = (typeof AUDIENCE_PERIODS_DAYS)[number];
const DEFAULT_AUDIENCE_PERIOD_DAYS: AudiencePeriodDays = 30;

/** A period from a query value; the default for anything else. */
export function audiencePeriodOf(raw: string | null): AudiencePeriodDays {
  const days = Number(raw);
  return (AUDIENCE_PERIODS_DAYS as readonly number[]).includes(days)
    ? (days as AudiencePeriodDays)
    : DEFAULT_AUDIENCE_PERIOD_DAYS;
}

/** One day's totals; `day` is a UTC date, YYYY-MM-DD. */
export interface AudienceDay {
  day: string;
  views: number;
  visitors: number;
}

/** A page's (or a referrer host's) totals over a period; visitors are each day's added up. */
export interface AudienceTotal {
  key: string;
  views: number;
  visitors: number;
}

interface AudienceReport {
  days: AudiencePeriodDays;
  /** Oldest first, one entry for every day of the period (zero when nothing was counted). */
  series: AudienceDay[];
  views: number;
  visitors: number;
  topPages: AudienceTotal[];
  topReferrers: AudienceTotal[];
  /** Totals of the given paths (each post's), zero when never read. */
  paths: Record<string, AudienceTotal>;
}

/** The owner's side of the audience figures (the pages' `context.audience`). */
export interface AudienceFigures {
  report(days: AudiencePeriodDays, paths: string[]): Promise<AudienceReport>;
  /** Every day's totals of one path (a post's view count on its article). */
  viewsOf(path: string): Promise<number>;
  /** Forgets every figure, the visitors seen today included. */
  deleteAll(): Promise<void>;
}

/** "Reading now": who is on which public page, and how many are in each room. No names. */
export interface ReadingNow {
  pages: { path: string; readers: number }[];
  rooms: { path: string; people: number }[];
}

/**
 * The handshake path of the console's "reading now" socket: a console page of its own, so the
 * console's own presence is not doubled, and the one socket the figures are sent to.
 */
export const READING_NOW_SOCKET_PATH = '/admin/reading-now';

/** The path a post's views are counted under. */
export const postPath = (slug: string) => `/blog/${encodeURIComponent(slug)}`;
