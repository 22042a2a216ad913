import * as contract from './index';

const isCall = (value: unknown): value is { service: string; path: string } =>
  !!value && typeof value === 'object' && 'service' in value && 'path' in value && 'response' in value;

/**
 * The text of call-refs.ts: every call's service and path by module and name, taken from the
 * contract. A test compares it with the file, so the file cannot drift from the contract.
 */
export function callRefsSource(): string {
  const modules: string[] = [];
  // Sorted: module namespaces list their names in different orders under different loaders.
  for (const [module, exports] of Object.entries(contract).sort(([a], [b]) => a.localeCompare(b))) {
    if (typeof exports !== 'object' || exports === null) continue;
    const calls = Object.entries(exports as Record<string, unknown>)
      .sort(([a], [b]) => a.localeCompare(b))
      .filter((entry): entry is [string, { service: string; path: string }] => isCall(entry[1]))
      .map(([name, def]) => `    ${name}: { service: '${def.service}', path: '${def.path}' },`);
    if (calls.length) modules.push(`  ${module}: {\n${calls.join('\n')}\n  },`);
  }
  return [
    '// Generated from the contract by `npx tsx core/scripts/call-refs.ts`; call-refs.test.ts keeps it in step.',
    '// Plain data: query keys and links built from it need none of the contract\'s schemas.',
    '/* eslint-disable max-lines -- one line per call of the contract, generated */',
    '',
    '/** Service and path of every call of the contract, by module and call name. */',
    `export const CALL_REFS = {\n${modules.join('\n')}\n} as const;`,
    '',
    '/** The service and path of one call, enough to build its query key. */',
    'export type CallRef = { readonly service: string; readonly path: string };',
    '',
  ].join('\n');
}
