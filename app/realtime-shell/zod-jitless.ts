import { config } from 'zod/v4/core';

/**
 * zod compiles object parsers with `new Function` unless told not to, and even its probe for that
 * is refused by the page's script-src policy (no 'unsafe-eval') and reported as a violation. The
 * realtime layer's schemas parse small messages: the plain parser does. This module must run
 * before any schema is built, so the shell loads it first (ShellExtras.tsx).
 */
config({ jitless: true });
