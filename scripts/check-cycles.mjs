// Fails when source files import each other in a circle. Every import counts: type-only imports,
// re-exports and dynamic import() too (a circle of types is still a circle of meaning), and
// imports across the workspaces through their package exports. Resolution is TypeScript's own.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { root } from './lib.mjs';

const SOURCE = /\.(ts|tsx|mts|cts|js|mjs|cjs)$/;
// Generated or built output, not sources.
const SKIP = /(^|\/)(node_modules|build|\.output|\.wxt|\.react-router|coverage|test-results|\.data)\//;

/** The repository's source files: tracked and new ones, without the ignored. */
function sourceFiles() {
  const out = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  return out
    .split('\0')
    .filter((f) => SOURCE.test(f) && !f.endsWith('.d.ts') && !SKIP.test(f) && fs.existsSync(path.join(root, f)))
    .map((f) => path.join(root, f));
}

/** Each file's imports that resolve to another source file of the repository. */
export function importGraph(files = sourceFiles()) {
  const inRepo = new Set(files);
  const options = { module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler, resolveJsonModule: true, allowJs: true, jsx: ts.JsxEmit.ReactJSX };
  const cache = ts.createModuleResolutionCache(root, (f) => f, options);
  const graph = new Map();
  for (const file of files) {
    const { importedFiles } = ts.preProcessFile(fs.readFileSync(file, 'utf8'), true, true);
    const targets = new Set();
    for (const { fileName } of importedFiles) {
      const resolved = ts.resolveModuleName(fileName, file, options, ts.sys, cache).resolvedModule?.resolvedFileName;
      const target = resolved && fs.realpathSync(resolved);
      if (target && target !== file && inRepo.has(target)) targets.add(target);
    }
    graph.set(file, targets);
  }
  return graph;
}

/** The groups of files that reach each other (strongly connected components of two or more files). */
export function circles(graph) {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const found = [];
  let next = 0;
  // Tarjan's algorithm, iterative so that long chains cannot overflow the call stack.
  for (const start of graph.keys()) {
    if (index.has(start)) continue;
    const work = [{ node: start, edges: [...graph.get(start)], i: 0 }];
    index.set(start, next);
    low.set(start, next++);
    stack.push(start);
    onStack.add(start);
    while (work.length) {
      const frame = work[work.length - 1];
      if (frame.i < frame.edges.length) {
        const to = frame.edges[frame.i++];
        if (!index.has(to)) {
          index.set(to, next);
          low.set(to, next++);
          stack.push(to);
          onStack.add(to);
          work.push({ node: to, edges: [...(graph.get(to) ?? [])], i: 0 });
        } else if (onStack.has(to)) low.set(frame.node, Math.min(low.get(frame.node), index.get(to)));
        continue;
      }
      work.pop();
      if (work.length) low.set(work[work.length - 1].node, Math.min(low.get(work[work.length - 1].node), low.get(frame.node)));
      if (low.get(frame.node) === index.get(frame.node)) {
        const group = [];
        let member;
        do {
          member = stack.pop();
          onStack.delete(member);
          group.push(member);
        } while (member !== frame.node);
        if (group.length > 1) found.push(group);
      }
    }
  }
  return found;
}

/** One circle through a group, as a path that returns to its first file. */
function oneCircle(graph, group) {
  const members = new Set(group);
  const start = [...group].sort()[0];
  const seen = new Map([[start, null]]);
  const queue = [start];
  while (queue.length) {
    const node = queue.shift();
    for (const to of graph.get(node)) {
      if (to === start) {
        const route = [start];
        for (let at = node; at !== start; at = seen.get(at)) route.splice(1, 0, at);
        return [...route, start];
      }
      if (members.has(to) && !seen.has(to)) {
        seen.set(to, node);
        queue.push(to);
      }
    }
  }
  return [start];
}

export function checkCycles() {
  const graph = importGraph();
  const found = circles(graph);
  for (const group of found) {
    const route = oneCircle(graph, group).map((f) => path.relative(root, f));
    console.error(`✗ import circle of ${group.length} files: ${route.join(' → ')}`);
  }
  if (!found.length) console.log(`No import circles among ${graph.size} source files.`);
  return found.length === 0;
}

if (import.meta.url === `file://${process.argv[1]}`) process.exit(checkCycles() ? 0 : 1);
