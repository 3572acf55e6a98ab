import { expect, type Locator } from '@playwright/test';

/** Presses `button` of a form or dialog and expects its alert to give `message`: a refused entry. */
export async function submitRefused(form: Locator, button: string | RegExp, message: string) {
  await form.getByRole('button', { name: button }).click();
  await expect(form.getByRole('alert')).toHaveText(message);
}
