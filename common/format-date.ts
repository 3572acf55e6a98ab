/**
 * Spelled out by hand rather than with `Intl.DateTimeFormat`: the first formatter a page creates
 * loads the browser's locale data, which measured 17 ms of main-thread work during hydration on
 * a desktop core (Lighthouse's phone runs it four times slower), all for one fixed English format.
 */
const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/**
 * '2025-02-20T00:00:00.000Z' → 'February 20, 2025'. Read in UTC: the same words on the server and
 * in every visitor's browser, whatever their time zone.
 */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${MONTH_NAMES[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/**
 * '2026-11-26T20:12:37.000Z' → 'November 26, 2026, 20:12 UTC': the console's times (a comment, a
 * message, a device's last visit). In UTC and said so, for the reason `formatDate` is: a time in
 * the server's zone and another in the browser's would not hydrate as the same text.
 */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const time = `${twoDigits(date.getUTCHours())}:${twoDigits(date.getUTCMinutes())}`;
  return `${formatDate(iso)}, ${time} UTC`;
}
