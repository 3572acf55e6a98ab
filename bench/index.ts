import { existsSync } from 'node:fs';
import { benchHttp } from './http';
import { benchRealtime } from './realtime';

/** `npm run bench`: prints figures; never part of `npm test`. */
if (!existsSync('build/server/index.js')) {
  console.error('Run `npm run build` first: the page figures use the production build.');
  process.exit(1);
}

console.log('== HTTP ==');
await benchHttp();

console.log('\n== Realtime ==');
await benchRealtime();

process.exit(0);
