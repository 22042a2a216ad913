import { createContext, useEffect, useState } from 'react';

// Parts of the server's page that hydrate after the root (their code loads after the page: the
// workbench views, antd's table) hold the mark until they have hydrated.
let rootHydrated = false;
let holds = 0;
const whenHydrated: (() => void)[] = [];

function markIfDone(): void {
  if (!rootHydrated || holds !== 0) return;
  document.documentElement.dataset.hydrated = 'true';
  for (const run of whenHydrated.splice(0)) run();
}

/** Runs `run` once the page is marked hydrated (at once if it is): work that must not compete with hydration. */
export function onHydrated(run: () => void): void {
  if (document.documentElement.dataset.hydrated === 'true') run();
  else whenHydrated.push(run);
}

/**
 * Marks the document once React has hydrated it (`<html data-hydrated="true">`): until then the page
 * shows server HTML whose buttons do nothing, so tests and tools wait for the mark before acting.
 */
export function useMarkHydrated(): void {
  useEffect(() => {
    rootHydrated = true;
    markIfDone();
  }, []);
}

/**
 * For a part of the server's page that hydrates later than the root: while the page is still
 * hydrating, holds the mark and answers the function that lets it go (call it from an effect inside
 * the part's Suspense boundary, which runs once that boundary has hydrated); null otherwise.
 */
export function useHydrationHold(): (() => void) | null {
  const [release] = useState(() => {
    if (typeof document === 'undefined' || document.documentElement.dataset.hydrated === 'true') return null;
    holds += 1;
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      holds -= 1;
      markIfDone();
    };
    // A part whose code never arrives (or a render React discarded) does not hold the mark for ever.
    setTimeout(release, 10_000);
    return release;
  });
  return release;
}

/** Lets a hold go once the Suspense boundary it is rendered in has hydrated. */
export function ReleaseHydrationHold({ release }: { release: (() => void) | null }): null {
  useEffect(() => {
    release?.();
  }, [release]);
  return null;
}

/** The hold of a page frame, for the part inside it that lets it go (the workbench member gate). */
export const HydrationHoldContext = createContext<(() => void) | null>(null);
