const longDate = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  // The same words on the server and in every visitor's browser, whatever their time zone.
  timeZone: 'UTC',
});

/** '2025-02-20T00:00:00.000Z' → 'February 20, 2025'. */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : longDate.format(date);
}
