import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The layers of docs/decisions/0009-one-house-layout.md, checked on every import:
 * `common/` imports nothing of ours outside it; `server/` nothing from `app/`; `app/` nothing from
 * `server/` (tests excepted: they wire the layers together, as server/server.ts does); and a
 * feature folder imports no other feature except the modules every room shares (`rooms`, `chat`).
 * The static labs (`labs-static/`) and the bench (`bench/`) stand apart: the labs read only
 * `common/`, the bench only `common/` and `tests/shared/`, and nothing else of ours reads them
 * (the labs' build config, vite.labs.config.ts, excepted).
 */
const ROOT = path.resolve(import.meta.dirname, '..');
const SHARED_FEATURES = new Set(['rooms', 'chat']);
/** What each separate part may read besides itself. */
const READS = {
  'labs-static': ['common'],
  bench: ['common', path.join('tests', 'shared')],
};
const SEPARATE = Object.keys(READS);

const top = (relative) => relative.split(path.sep)[0];
const featureOf = (relative) => {
  const parts = relative.split(path.sep);
  return parts[0] === 'app' && parts[1] === 'features' && parts.length > 3 ? parts[2] : null;
};

/** The path aliases, package.json's `imports`: `#app/*` → `./app/*`, and so on. */
const ALIASES = Object.entries(
  JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')).imports ?? {},
).map(([alias, target]) => ({
  prefix: alias.replace(/\*$/, ''),
  folder: target.replace(/\*$/, ''),
}));

function targetOf(file, specifier) {
  const alias = ALIASES.find(({ prefix }) => specifier.startsWith(prefix));
  if (alias) return path.join(alias.folder, specifier.slice(alias.prefix.length));
  if (!specifier.startsWith('.')) return null;
  return path.relative(ROOT, path.resolve(path.dirname(file), specifier));
}

const within = (relative, folder) => relative === folder || relative.startsWith(folder + path.sep);

function violation(from, to, isTest) {
  const [fromTop, toTop] = [top(from), top(to)];
  if (fromTop === toTop) return featureViolation(from, to);
  if (SEPARATE.includes(fromTop) && !READS[fromTop].some((folder) => within(to, folder))) {
    return `${fromTop}/ reads only ${READS[fromTop].map((folder) => `${folder}/`).join(' and ')}: move what it shares with ${toTop}/ there.`;
  }
  const isRootFile = !from.includes(path.sep);
  if (toTop === 'bench')
    return 'Only bench/ imports bench/: move what both need to tests/shared/ or common/.';
  if (toTop === 'labs-static' && !isRootFile) {
    return 'Only labs-static/ (and its build config) imports labs-static/: move what both need to common/.';
  }
  if (fromTop === 'common' && (toTop === 'app' || toTop === 'server')) {
    return `common/ depends on nothing of ours: it may not import ${toTop}/.`;
  }
  if (fromTop === 'server' && toTop === 'app') return 'server/ may not import app/.';
  if (fromTop === 'app' && toTop === 'server' && !isTest) {
    return 'app/ may not import server/: what it needs comes through the load context (common/load-context.ts) or common/.';
  }
  return null;
}

function featureViolation(from, to) {
  const [fromFeature, toFeature] = [featureOf(from), featureOf(to)];
  if (fromFeature && toFeature && fromFeature !== toFeature && !SHARED_FEATURES.has(toFeature)) {
    return `Feature '${fromFeature}' may not import feature '${toFeature}': move what both need to app/lib/.`;
  }
  return null;
}

/** @type {import('eslint').ESLint.Plugin} */
export default {
  rules: {
    layers: {
      meta: { type: 'problem', schema: [] },
      create(context) {
        const file = context.filename;
        const from = path.relative(ROOT, file);
        const isTest = /\.test\.tsx?$/.test(file);
        const check = (node) => {
          const specifier = node.source?.value;
          if (typeof specifier !== 'string') return;
          const to = targetOf(file, specifier);
          const message = to && violation(from, to, isTest);
          if (message) context.report({ node: node.source, message });
        };
        return {
          ImportDeclaration: check,
          ExportNamedDeclaration: check,
          ExportAllDeclaration: check,
          ImportExpression: check,
        };
      },
    },
  },
};
