import { describe, expect, it } from 'vitest';
import { isChunkLoadError, isDomAppendError, mayReloadForChunk } from './reload-guards';

describe('reload guards', () => {
  it('recognises a dynamically imported chunk that failed to load', () => {
    expect(isChunkLoadError('Failed to fetch dynamically imported module: http://x/assets/a.js')).toBe(true);
    expect(isChunkLoadError('Cannot read properties of undefined')).toBe(false);
  });

  it('recognises a DOM append error caused by a rewritten page', () => {
    expect(isDomAppendError("Failed to execute 'insertBefore' on 'Node': The node before which…")).toBe(true);
    expect(isDomAppendError('Network Error')).toBe(false);
  });

  it('reloads for a missing chunk at most once a minute', () => {
    expect(mayReloadForChunk(null, 1_000)).toBe(true);
    expect(mayReloadForChunk(1_000, 59_000)).toBe(false);
    expect(mayReloadForChunk(1_000, 61_000)).toBe(true);
  });
});
