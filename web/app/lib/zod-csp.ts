import { config } from 'zod';

// The site's Content-Security-Policy allows no eval. zod otherwise probes for it with `new Function`
// (to compile faster object parsers) the first time a schema is built, which the browser reports as
// a policy violation. This module is imported first by the root route, before any schema exists.
config({ jitless: true });
