import { rmSync } from 'node:fs';
import { createTemplateDataDir, type TemplateDataDir } from './server';
import { seconds } from './tally';

/**
 * The seeded embedded database every section's servers start from (each on its own copy), made
 * once per `npm run bench` instead of once per section.
 */
let template: Promise<TemplateDataDir> | null = null;

export function sharedTemplate(): Promise<TemplateDataDir> {
  template ??= createTemplateDataDir().then((made) => {
    console.log(`(template database: first start ${seconds(made.coldStartMs)})`);
    return made;
  });
  return template;
}

export async function removeSharedTemplate(): Promise<void> {
  if (!template) return;
  const made = await template.catch(() => null);
  template = null;
  if (made) rmSync(made.dir, { recursive: true, force: true });
}
