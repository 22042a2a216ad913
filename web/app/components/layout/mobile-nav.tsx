import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyAntd } from '../../lib/lazy-antd';
import { MenuIcon } from '../icons/icons';

// The drawer (and antd's Drawer) loads on the first tap: desktop visitors never fetch it.
const MobileNavDrawer = lazyAntd(() => import('./mobile-nav-drawer').then((m) => m.default));

const DRAWER_ID = 'mobile-nav-drawer';

/** The header's menu button below 760 px, where the inline navigation does not fit. */
export function MobileNav() {
  const { t } = useTranslation('layout');
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const show = () => {
    setLoaded(true);
    setOpen(true);
  };
  return (
    <>
      <button
        type="button"
        className="mobile-nav-button"
        aria-label={t('nav.menu')}
        aria-expanded={open}
        aria-controls={DRAWER_ID}
        onClick={show}
        data-testid="mobile-nav-button"
      >
        <MenuIcon aria-hidden />
      </button>
      {loaded ? (
        <Suspense fallback={null}>
          <MobileNavDrawer id={DRAWER_ID} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
