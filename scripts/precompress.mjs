// The website's hashed assets never change once built: each compressible one is stored compressed
// beside itself, brotli at its best quality (`.br`) and gzip (`.gz`), and the server sends those files
// as they are (server/src/web.ts), so no visitor's request compresses an asset again.
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const COMPRESSIBLE = /\.(?:js|mjs|css|svg|json|map)$/;
/** Smaller files go out as they are (the server's compression threshold). */
const THRESHOLD = 1024;

/** Writes `<file>.br` and `<file>.gz` for every compressible asset of `dir`; a copy that is no smaller is not kept. Answers how many assets got a copy. */
export async function precompressAssets(dir) {
  const names = (await fs.readdir(dir)).filter((name) => COMPRESSIBLE.test(name));
  let count = 0;
  // zlib's asynchronous calls run on libuv's thread pool: the files are compressed side by side.
  await Promise.all(
    names.map(async (name) => {
      const file = path.join(dir, name);
      const source = await fs.readFile(file);
      if (source.length < THRESHOLD) return;
      const [br, gz] = await Promise.all([
        brotli(source, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length } }),
        gzip(source, { level: zlib.constants.Z_BEST_COMPRESSION }),
      ]);
      const copies = [
        [`${file}.br`, br],
        [`${file}.gz`, gz],
      ].filter(([, packed]) => packed.length < source.length);
      await Promise.all(copies.map(([name, packed]) => fs.writeFile(name, packed)));
      if (copies.length) count++;
    }),
  );
  return count;
}
