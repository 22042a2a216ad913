import { useEffect } from 'react';

/**
 * Marks the document once React has hydrated it (`<html data-hydrated="true">`): until then the page
 * shows server HTML whose buttons do nothing, so tests and tools wait for the mark before acting.
 */
export function useMarkHydrated(): void {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
}
