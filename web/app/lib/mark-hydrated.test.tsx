import { lazy, Suspense, type ReactNode } from 'react';
import { hydrateRoot, type HydrationOptions } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { HydrationHoldMarker, ReleaseHydrationHold, useHydrationHold, useMarkHydrated } from './mark-hydrated';

// The server's page hydrates in parts: a part whose code has not arrived suspends, React throws
// that attempt away and renders the part again once the code is there. The page is marked
// hydrated when the root and every held part have hydrated: not 10 s later.

function Root({ children }: { children: ReactNode }) {
  useMarkHydrated();
  return <main>{children}</main>;
}

/** A part that holds the mark and lets it go once its boundary has hydrated, like the workbench's table. */
function Held({ children }: { children: ReactNode }) {
  const hold = useHydrationHold();
  return (
    <section>
      <HydrationHoldMarker id={hold} />
      {children}
      <ReleaseHydrationHold id={hold} />
    </section>
  );
}

const Rows = () => <p>{'rows'}</p>;
/** `Rows` whose code arrives after `ms`: the hydration attempt that meets it first is thrown away. */
const lateRows = (ms: number) => lazy(() => new Promise<{ default: typeof Rows }>((resolve) => setTimeout(() => resolve({ default: Rows }), ms)));

async function markedWithin(ms: number): Promise<boolean> {
  const start = Date.now();
  while (Date.now() - start < ms) {
    if (document.documentElement.dataset.hydrated === 'true') return true;
    await new Promise((r) => setTimeout(r, 20));
  }
  return false;
}

function hydrate(server: ReactNode, client: ReactNode, options?: HydrationOptions) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(server);
  document.body.append(container);
  return hydrateRoot(container, client, options);
}

describe('the hydration mark', () => {
  afterEach(() => {
    delete document.documentElement.dataset.hydrated;
    document.body.innerHTML = '';
  });

  it('is set once a held part whose code came late has hydrated, though React rendered the part twice', async () => {
    const Late = lateRows(100);
    const tree = (rows: ReactNode) => (
      <Root>
        <Suspense fallback={<p>{'loading'}</p>}>
          <Held>{rows}</Held>
        </Suspense>
      </Root>
    );
    const root = hydrate(tree(<Rows />), tree(<Late />));
    expect(await markedWithin(3_000)).toBe(true);
    expect(document.querySelector('main p')?.textContent).toBe('rows');
    root.unmount();
  });

  it('is set when React gives up hydrating a held part and draws it anew in the browser', async () => {
    const Late = lateRows(100);
    const tree = (text: string, rows: ReactNode) => (
      <Root>
        <Suspense fallback={<p>{'loading'}</p>}>
          <Held>
            <b>{text}</b>
            {rows}
          </Held>
        </Suspense>
      </Root>
    );
    // Text the server did not write: React throws this attempt away and renders the part in the browser.
    const root = hydrate(tree('server', <Rows />), tree('browser', <Late />), { onRecoverableError: () => undefined });
    expect(await markedWithin(3_000)).toBe(true);
    expect(document.querySelector('main b')?.textContent).toBe('browser');
    root.unmount();
  });

  it('waits for every held part: two tables, one of them late', async () => {
    const Late = lateRows(400);
    const tree = (late: ReactNode) => (
      <Root>
        <Suspense fallback={<p>{'loading'}</p>}>
          <Held>
            <Rows />
          </Held>
        </Suspense>
        <Suspense fallback={<p>{'loading'}</p>}>
          <Held>{late}</Held>
        </Suspense>
      </Root>
    );
    const root = hydrate(tree(<Rows />), tree(<Late />));
    await new Promise((r) => setTimeout(r, 150));
    expect(document.documentElement.dataset.hydrated).toBeUndefined();
    expect(await markedWithin(3_000)).toBe(true);
    root.unmount();
  });
});
