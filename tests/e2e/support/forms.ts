import { expect, type Locator } from '@playwright/test';

/**
 * Presses `button` of a form or dialog and expects its alert to give `message`: a refused entry.
 * With `invalid`, exactly the fields of those labels are marked invalid (aria-invalid, which
 * also draws their red border).
 */
export async function submitRefused(
  form: Locator,
  button: string | RegExp,
  message: string,
  invalid?: string[],
) {
  await form.getByRole('button', { name: button }).click();
  await expect(form.getByRole('alert')).toHaveText(message);
  if (!invalid) return;
  for (const label of invalid) {
    await expect(form.getByLabel(label), label).toHaveAttribute('aria-invalid', 'true');
  }
  await expect(form.locator('[aria-invalid="true"]')).toHaveCount(invalid.length);
}
