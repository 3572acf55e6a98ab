import { existsSync } from 'node:fs';
import { benchAbuse } from './abuse';
import { SERVER_ENTRY } from './abuse/server';
import { benchHttp } from './http';
import { benchRealtime } from './realtime';

/**
 * `npm run bench`: prints figures; never part of `npm test`. Sections: http, realtime, abuse
 * (issue 11's floods against the production server). `npm run bench -- abuse` (or any list of
 * section names) runs only those.
 */
const SECTIONS = {
  http: { title: 'HTTP', run: benchHttp },
  realtime: { title: 'Realtime', run: benchRealtime },
  abuse: { title: 'Abuse (hostile floods, /api/health meanwhile)', run: benchAbuse },
} as const;
type SectionName = keyof typeof SECTIONS;

const isSection = (name: string): name is SectionName => Object.hasOwn(SECTIONS, name);
const requested = process.argv.slice(2);
const unknown = requested.filter((name) => !isSection(name));
if (unknown.length > 0) {
  console.error(
    `Unknown section ${unknown.join(', ')}; sections: ${Object.keys(SECTIONS).join(', ')}`,
  );
  process.exit(1);
}
const chosen =
  requested.length > 0 ? requested.filter(isSection) : (Object.keys(SECTIONS) as SectionName[]);

if (!existsSync('build/server/index.js') || !existsSync(SERVER_ENTRY)) {
  console.error('Run `npm run build` first: the page figures use the production build.');
  process.exit(1);
}

for (const [index, name] of chosen.entries()) {
  console.log(`${index > 0 ? '\n' : ''}== ${SECTIONS[name].title} ==`);
  await SECTIONS[name].run();
}

process.exit(0);
