import { createContext, Suspense, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { lazyAntd } from '../../lib/lazy-antd';
import type { SheetKind } from './sheet-kind';

export type { SheetKind } from './sheet-kind';

interface SheetApi {
  /** Opens a sheet; `onDone` runs after a login or registration finished in it (else the page reloads or moves on). */
  open(kind: SheetKind, onDone?: () => void): void;
  close(): void;
}

const SheetContext = createContext<SheetApi | null>(null);

// The sheets and their antd parts load on the first open, never with the page.
const AccountSheet = lazyAntd(() => import('./account-sheet').then((m) => m.AccountSheet));

interface Open {
  kind: SheetKind;
  onDone: (() => void) | undefined;
}

/** Holds the mobile site's login and registration sheets; pages open them through useSheets. */
export function SheetProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState<Open | null>(null);
  const close = useCallback(() => setOpen(null), []);
  const api = useMemo<SheetApi>(() => ({ open: (kind, onDone) => setOpen({ kind, onDone }), close }), [close]);
  return (
    <SheetContext.Provider value={api}>
      {children}
      {open ? (
        <Suspense fallback={null}>
          <AccountSheet kind={open.kind} onKind={(kind) => setOpen({ kind, onDone: open.onDone })} onClose={close} onDone={open.onDone} />
        </Suspense>
      ) : null}
    </SheetContext.Provider>
  );
}

/** Opens and closes the login and registration sheets of the mobile frame. */
export function useSheets(): SheetApi {
  const api = useContext(SheetContext);
  if (!api) throw new Error('useSheets used outside SheetProvider');
  return api;
}
