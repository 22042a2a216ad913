import { createContext, useEffect, useId, useState } from 'react';

// Parts of the server's page that hydrate after the root (their code loads after the page: the
// workbench views, antd's table) hold the mark until they have hydrated.
// A hold is kept under the part's useId: React renders a part again when it throws away a hydration
// attempt (a child whose code has not arrived), and the id, made from the part's place in the tree, is
// the same each time, so the hold is taken once, not once per attempt.
let rootHydrated = false;
const holds = new Map<string, ReturnType<typeof setTimeout>>();
const whenHydrated: (() => void)[] = [];

function markIfDone(): void {
  if (!rootHydrated || holds.size !== 0) return;
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
  const id = useId();
  const [release] = useState(() => {
    if (typeof document === 'undefined' || document.documentElement.dataset.hydrated === 'true') return null;
    // A part whose code never arrives does not hold the mark for ever.
    if (!holds.has(id)) holds.set(id, setTimeout(() => letGo(id), 10_000));
    return () => letGo(id);
  });
  return release;
}

function letGo(id: string): void {
  const timer = holds.get(id);
  if (timer === undefined) return;
  clearTimeout(timer);
  holds.delete(id);
  markIfDone();
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
