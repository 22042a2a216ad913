import { createContext, useEffect, useId } from 'react';

// Parts of the server's page that hydrate after the root (their code loads after the page: the
// workbench views, antd's table) hold the mark until they have hydrated. A part's hold is an inert
// marker in the page (`<template data-hydration-hold>`), so the document itself says what is still
// waiting: the server's copy of a part not yet hydrated keeps its marker unreleased; a part React
// gave up hydrating and drew anew in the browser lost the server's marker with the server's copy and
// brought its own; a render React threw away left nothing behind.
const MARKER = 'data-hydration-hold';
const RELEASED = 'data-released';
let rootHydrated = false;
const whenHydrated: (() => void)[] = [];

function setMark(): void {
  if (document.documentElement.dataset.hydrated === 'true') return;
  document.documentElement.dataset.hydrated = 'true';
  for (const run of whenHydrated.splice(0)) run();
}

function markIfDone(): void {
  if (!rootHydrated || document.querySelector(`template[${MARKER}]:not([${RELEASED}])`)) return;
  setMark();
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
    // A part whose code never arrives does not hold the mark for ever.
    const fallback = setTimeout(setMark, 10_000);
    return () => clearTimeout(fallback);
  }, []);
}

/**
 * For a part of the server's page that hydrates later than the root: the id of its hold. The part
 * renders `<HydrationHoldMarker id={id} />` beside its Suspense boundary and `<ReleaseHydrationHold
 * id={id} />` inside it, which lets the hold go once that boundary has hydrated.
 */
export function useHydrationHold(): string {
  return useId();
}

/** The hold's marker: an inert element, unreleased until its part has hydrated. */
export function HydrationHoldMarker({ id }: { id: string }) {
  return <template {...{ [MARKER]: id }} />;
}

/** Lets the hold `id` go once the Suspense boundary it is rendered in has hydrated (or mounted). */
export function ReleaseHydrationHold({ id }: { id: string | null }): null {
  useEffect(() => {
    if (id === null) return;
    for (const marker of document.querySelectorAll(`template[${MARKER}]`)) if (marker.getAttribute(MARKER) === id) marker.setAttribute(RELEASED, '');
    markIfDone();
  }, [id]);
  return null;
}

/** The hold of a page frame, for the part inside it that lets it go (the workbench member gate). */
export const HydrationHoldContext = createContext<string | null>(null);
