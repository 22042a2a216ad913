import { useEffect } from 'react';
import { LIMITS } from '@marketlens/core/constants';
import { CHUNK_RELOAD_KEY, isChunkLoadError, isDomAppendError, mayReloadForChunk } from '../../lib/reload-guards';

function reasonText(reason: unknown): string {
  return reason instanceof Error ? reason.message : String(reason);
}

/**
 * Recovers from two failures a reload fixes: a code chunk that a new release removed (at most once a
 * minute) and a DOM append error after something rewrote the page (after 800 ms).
 */
export function ReloadOnBrokenPage() {
  useEffect(() => {
    const handle = (message: string) => {
      if (isChunkLoadError(message)) {
        const last = Number(window.sessionStorage.getItem(CHUNK_RELOAD_KEY)) || null;
        if (!mayReloadForChunk(last, Date.now())) return;
        window.sessionStorage.setItem(CHUNK_RELOAD_KEY, String(Date.now()));
        window.location.reload();
      } else if (isDomAppendError(message)) {
        window.setTimeout(() => window.location.reload(), LIMITS.domAppendReloadMs);
      }
    };
    const onError = (e: ErrorEvent) => handle(e.message);
    const onRejection = (e: PromiseRejectionEvent) => handle(reasonText(e.reason));
    const onPreload = (e: Event) => {
      e.preventDefault();
      handle('Failed to fetch dynamically imported module');
    };
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    window.addEventListener('vite:preloadError', onPreload);
    return () => {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
      window.removeEventListener('vite:preloadError', onPreload);
    };
  }, []);
  return null;
}
