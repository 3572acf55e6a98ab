import type { APIRequestContext } from '@playwright/test';
import { expect } from '@playwright/test';
import { E2E_ADMIN_TOKEN, E2E_SERVERS } from './servers';

/** The console's password on the browser tests' main server, chosen by whichever test is first. */
export const E2E_OWNER_PASSWORD = 'e2e owner passphrase';

/**
 * Signs the owner in through `request` (a page's own `page.request` shares its cookies): by the
 * sign-in form's POST, not by typing, choosing the first password on the way when no test has
 * yet. Tests of the sign-in form itself type into it instead.
 */
export async function signInOwner(
  request: APIRequestContext,
  origin = E2E_SERVERS.main.url,
): Promise<void> {
  for (const intent of ['sign-in', 'first-password', 'sign-in'] as const) {
    const response = await request.post(`${origin}/admin/sign-in`, {
      headers: { origin },
      form: {
        intent,
        adminToken: E2E_ADMIN_TOKEN,
        password: E2E_OWNER_PASSWORD,
        confirm: E2E_OWNER_PASSWORD,
      },
      maxRedirects: 0,
    });
    if (response.status() === 302) return;
    // 401: no password yet (choose it); 403: another test chose it meanwhile (sign in).
    expect([401, 403], await response.text()).toContain(response.status());
  }
  throw new Error('The owner could not sign in');
}
