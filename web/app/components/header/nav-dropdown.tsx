import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { DownIcon } from '../icons/icons';

interface NavDropdownProps {
  label: string;
  wide?: boolean;
  children: ReactNode;
}

/**
 * A header menu that opens on hover and keyboard focus through CSS (so it works before scripts
 * load) and on click or Enter through state; Escape and a click outside close it.
 */
export function NavDropdown({ label, wide = false, children }: NavDropdownProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return undefined;
    const onDown = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);
  return (
    <div ref={root} className={`nav-dropdown${open ? ' is-open' : ''}`}>
      <button type="button" className="nav-item" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((v) => !v)}>
        {label}
        <DownIcon className="nav-caret" aria-hidden />
      </button>
      <div id={panelId} className={`nav-panel${wide ? ' nav-panel-wide' : ''}`}>
        {children}
      </div>
    </div>
  );
}
