import { LIMITS } from '@marketlens/core/constants';

export const CHUNK_RELOAD_KEY = 'chunkReloadAt';

/** A lazily loaded chunk that failed to load, usually because a new release replaced it. */
export function isChunkLoadError(message: string): boolean {
  return /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Loading (CSS )?chunk [\w-]+ failed/i.test(
    message,
  );
}

/** A DOM insertion that failed because a browser extension or translator rewrote the page under React. */
export function isDomAppendError(message: string): boolean {
  return /Failed to execute '(appendChild|insertBefore|removeChild)' on 'Node'/.test(message);
}

/**
 * Whether a chunk-load failure may reload the page now: at most once per 60 s, so a chunk that is
 * truly gone does not loop the page.
 */
export function mayReloadForChunk(lastReloadAt: number | null, now: number): boolean {
  return lastReloadAt === null || now - lastReloadAt >= LIMITS.chunkReloadGuardMs;
}
