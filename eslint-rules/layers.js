import path from 'node:path';

/**
 * The layers of docs/decisions/0009-one-house-layout.md, checked on every import:
 * `common/` imports nothing of ours outside it; `server/` nothing from `app/`; `app/` nothing from
 * `server/` (tests excepted: they wire the layers together, as server/server.ts does); and a
 * feature folder imports no other feature except the modules every room shares (`rooms`, `chat`).
 */
const ROOT = path.resolve(import.meta.dirname, '..');
const SHARED_FEATURES = new Set(['rooms', 'chat']);

const top = (relative) => relative.split(path.sep)[0];
const featureOf = (relative) => {
  const parts = relative.split(path.sep);
  return parts[0] === 'app' && parts[1] === 'features' && parts.length > 3 ? parts[2] : null;
};

/** The path aliases of tsconfig.base.json: `#app/…`, `#common/…`, `#server/…`, `#tests/…`. */
const ALIAS = /^#(app|common|server|tests)\//;

function targetOf(file, specifier) {
  if (ALIAS.test(specifier)) return path.join(...specifier.slice(1).split('/'));
  if (!specifier.startsWith('.')) return null;
  return path.relative(ROOT, path.resolve(path.dirname(file), specifier));
}

function violation(from, to, isTest) {
  const [fromTop, toTop] = [top(from), top(to)];
  if (fromTop === 'common' && (toTop === 'app' || toTop === 'server')) {
    return `common/ depends on nothing of ours: it may not import ${toTop}/.`;
  }
  if (fromTop === 'server' && toTop === 'app') return 'server/ may not import app/.';
  if (fromTop === 'app' && toTop === 'server' && !isTest) {
    return 'app/ may not import server/: what it needs comes through the load context (common/load-context.ts) or common/.';
  }
  const [fromFeature, toFeature] = [featureOf(from), featureOf(to)];
  if (fromFeature && toFeature && fromFeature !== toFeature && !SHARED_FEATURES.has(toFeature)) {
    return `Feature '${fromFeature}' may not import feature '${toFeature}': move what both need to app/lib/.`;
  }
  return null;
}

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
