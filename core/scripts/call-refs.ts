// Regenerates src/contract/call-refs.ts from the contract: `npx tsx core/scripts/call-refs.ts`.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { callRefsSource } from '../src/contract/call-refs-source';

const target = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src/contract/call-refs.ts');
fs.writeFileSync(target, callRefsSource());
console.log(`call refs written to ${path.relative(process.cwd(), target)}`);
