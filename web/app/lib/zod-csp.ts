// The site's Content-Security-Policy allows no eval. zod otherwise probes for it with `new Function`
// (to compile faster object parsers) when the first schema is built, which the browser reports as a
// policy violation. zod keeps its settings on this global so that every copy of it shares them;
// writing it here, before any schema exists, costs the first load nothing (importing zod's
// `config` would bring part of zod into every page). zod-csp.test.ts checks zod still reads it.
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
holder.__zod_globalConfig = { ...holder.__zod_globalConfig, jitless: true };

export {};
