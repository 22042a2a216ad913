// Compiles the API server (with the core and locales code it imports) into server/dist with esbuild,
// so a production start runs plain JavaScript and loads no TypeScript transpiler.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const defaultOutDir = path.join(root, 'server/dist');
const entries = { main: 'server/src/main.ts', admin: 'server/src/cli/admin.ts', backup: 'server/src/cli/backup.ts' };

/**
 * A module that finds files beside itself (migrations, the website's build, the worker script)
 * reads `import.meta.url`. In one bundle every module would see the bundle's address instead,
 * so each source file's `import.meta.url` becomes its own source address, computed from the
 * bundle's at run time: the files are found where they are in the checkout, wherever it lies.
 */
const sourceUrls = (outDir) => ({
  name: 'source-import-meta-url',
  setup(b) {
    b.onLoad({ filter: /\.(ts|mts)$/ }, async (args) => {
      const text = await fs.promises.readFile(args.path, 'utf8');
      if (!text.includes('import.meta.url')) return undefined;
      const relative = path.relative(outDir, args.path).split(path.sep).join('/');
      return { contents: text.replaceAll('import.meta.url', `new URL(${JSON.stringify(relative)}, import.meta.url).href`), loader: 'ts' };
    });
  },
});

/** Our workspace packages export TypeScript: they are bundled; every other package stays in node_modules. */
const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@marketlens/') || args.path.startsWith('node:') ? undefined : { path: args.path, external: true }));
  },
};

/**
 * Builds server/dist/{main,admin,backup}.js (or into `outDir`, which must lie inside the checkout so
 * that the packages in node_modules are found); resolves to true on success.
 */
export async function buildServer({ outDir = defaultOutDir } = {}) {
  const present = Object.fromEntries(Object.entries(entries).filter(([, file]) => fs.existsSync(path.join(root, file))));
  fs.rmSync(outDir, { recursive: true, force: true });
  const result = await build({
    absWorkingDir: root,
    entryPoints: Object.fromEntries(Object.entries(present).map(([name, file]) => [name, path.join(root, file)])),
    outdir: outDir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    // No shared chunks: every module must land in the folder its rewritten import.meta.url is relative to.
    splitting: false,
    legalComments: 'none',
    logLevel: 'warning',
    plugins: [sourceUrls(outDir), externalPackages],
    // Bundled CommonJS helpers may call require(): give the ESM bundle one.
    banner: { js: "import { createRequire as __mlCreateRequire } from 'node:module'; const require = __mlCreateRequire(import.meta.url);" },
  });
  fs.writeFileSync(path.join(outDir, 'package.json'), '{ "type": "module" }\n');
  return result.errors.length === 0;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const ok = await buildServer().catch((err) => {
    console.error(err instanceof Error ? err.message : err);
    return false;
  });
  process.exit(ok ? 0 : 1);
}
