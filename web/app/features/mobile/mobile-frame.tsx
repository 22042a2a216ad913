import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useMatches } from 'react-router';
import { deviceRedirect } from '@marketlens/core/i18n';
import { MobileHeader } from './mobile-header';
import { SheetProvider } from './sheets';
import { TabBar } from './tab-bar';

/** A mobile page names its header title with `handle = { mobileTitle: 'key of the mobile namespace' }`. */
export interface MobileTitleHandle {
  mobileTitle: string;
}

function useMobileTitle(): string | undefined {
  const { t } = useTranslation('mobile');
  const key = useMatches()
    .map((m) => m.handle)
    .reverse()
    .find((h): h is MobileTitleHandle => typeof h === 'object' && h !== null && 'mobileTitle' in h)?.mobileTitle;
  return key ? String(t(key as never)) : undefined;
}

/** The server sends desktop browsers away from the mobile-only pages; this repeats it for navigations inside the app. */
function useDeviceRule(): void {
  const { pathname, search } = useLocation();
  useEffect(() => {
    const target = deviceRedirect(pathname, search, navigator.userAgent);
    if (target !== undefined) window.location.replace(target);
  }, [pathname, search]);
}

interface MobileFrameProps {
  header: boolean;
  tabBar: boolean;
}

/** The mobile site's frame: at most 750 px wide and centred, with the header and tab bar its layout asks for. */
export function MobileFrame({ header, tabBar }: MobileFrameProps) {
  const title = useMobileTitle();
  useDeviceRule();
  return (
    <SheetProvider>
      <div className={`m-frame${tabBar ? ' has-tabbar' : ''}`}>
        {header ? <MobileHeader title={title} /> : null}
        <main id="main" className="m-main">
          <Outlet />
        </main>
        {tabBar ? <TabBar /> : null}
      </div>
    </SheetProvider>
  );
}
