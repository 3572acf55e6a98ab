import { expect } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';

/** Browsers' user agents (no bot words), each a different visitor from the same address. */
const BROWSER_A =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36 AudienceMarkerA';
export const BROWSER_B =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15 AudienceMarkerB';
/** Another browser, each `tag` a visitor of its own (and never a bot to isbot). */
export const browser = (tag: string) => BROWSER_A.replace('MarkerA', `Marker${tag}`);
export const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

const ADMIN_TOKEN_FOR_TESTS = 'audience-test-admin-token-0123456789';
export const AUDIENCE_ADMIN_TOKEN = ADMIN_TOKEN_FOR_TESTS;
const PASSWORD = 'a long enough passphrase';

/** A page as a browser asks for it. */
export function visit(
  base: string,
  path: string,
  headers: Record<string, string> = {},
): Promise<Response> {
  return fetch(`${base}${path}`, {
    redirect: 'manual',
    headers: { 'user-agent': BROWSER_A, accept: 'text/html,*/*;q=0.8', ...headers },
  });
}

/** Signs the owner in (choosing the first password when there is none): the cookie to send. */
export async function signInOwner(base: string, headers: Record<string, string> = {}) {
  const post = (fields: Record<string, string>) =>
    fetch(`${base}/admin/sign-in`, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: new URL(base).origin,
        'sec-fetch-site': 'same-origin',
        ...headers,
      },
      body: new URLSearchParams(fields).toString(),
    });
  let answer = await post({ intent: 'sign-in', password: PASSWORD });
  if (answer.status === 401) {
    answer = await post({
      intent: 'first-password',
      adminToken: ADMIN_TOKEN_FOR_TESTS,
      password: PASSWORD,
      confirm: PASSWORD,
    });
  }
  expect(answer.status).toBe(302);
  return answer.headers.get('set-cookie')!.split(';')[0]!;
}

/**
 * Every column of every table (the app's and drizzle's own) whose text contains one of
 * `needles`, as "table.column", apart from the `exempt` ones.
 */
export async function columnsHolding(
  database: Database,
  needles: string[],
  exempt: string[],
): Promise<string[]> {
  const tables = await database.db.execute<{ schema: string; name: string }>(sql`
    select table_schema as schema, table_name as name from information_schema.tables
    where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')`);
  const rowsOf = <T>(result: unknown) =>
    (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as T[];
  const found: string[] = [];
  for (const table of rowsOf<{ schema: string; name: string }>(tables)) {
    const rows = rowsOf<Record<string, unknown>>(
      await database.db.execute(sql.raw(`select * from "${table.schema}"."${table.name}"`)),
    );
    for (const row of rows) {
      for (const [column, value] of Object.entries(row)) {
        const where = `${table.name}.${column}`;
        if (exempt.includes(where) || found.includes(where)) continue;
        const text =
          value instanceof Uint8Array
            ? Buffer.from(value).toString('latin1')
            : JSON.stringify(value);
        if (needles.some((needle) => text?.includes(needle))) found.push(where);
      }
    }
  }
  return found;
}
