import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MemberAvatar } from './member-avatar';

// The panel (membership call, log out) loads with the first open: the header stays light.
const AccountMenuPanel = lazy(() => import('./account-menu-panel'));

/** The member's avatar as a button opening the account menu: the account, membership and expiry, the workbench, Log out. */
export function AccountMenu({ avatar }: { avatar: string }) {
  const { t } = useTranslation('layout');
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return;
    const onPointer = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);
  return (
    <div className="account-menu" ref={root}>
      <button
        ref={button}
        type="button"
        className="account-menu-button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={t('account.menu.open')}
        data-testid="account-menu-button"
        onClick={() => setOpen((v) => !v)}
      >
        <MemberAvatar src={avatar} alt="" />
      </button>
      {open ? (
        <Suspense fallback={<div className="account-menu-panel" id={menuId} role="menu" aria-busy="true" />}>
          <AccountMenuPanel id={menuId} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}
