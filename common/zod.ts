import { z } from 'zod';

/**
 * The one zod of the code base: every schema module takes `z` from here, so this setting is in
 * place before any schema is built. zod otherwise compiles object parsers with `new Function`,
 * and even its probe for that is refused by the pages' script policy (no 'unsafe-eval') and
 * reported as a violation in the browser. The plain parser is fast enough for our small inputs.
 */
z.config({ jitless: true });

export { z };
