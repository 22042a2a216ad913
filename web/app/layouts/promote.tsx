import { useEffect } from 'react';
import { Outlet, useLocation, useMatches } from 'react-router';
import type { distribution } from '@marketlens/core/contract';
import { deviceRedirect } from '@marketlens/core/i18n';
import { SiteFooter } from '../components/footer/site-footer';
import { PromoteHeader } from '../features/promote/promote-header';
import { AntdScope } from '../lib/antd-scope';
import { useLang } from '../lib/lang';
import authCss from '../styles/auth.css?url';
import homeCss from '../styles/home.css?url';
import promoteCss from '../styles/promote.css?url';
import { inlineCss } from '../lib/inline-css';

export const handle = inlineCss({ home: homeCss, auth: authCss, promote: promoteCss });

/** The channel a page's loader found (`channel` in its data), for the header. */
function usePageChannel(): distribution.PartnerChannel | null {
  const found = useMatches()
    .map((m) => m.loaderData)
    .find((d): d is { channel: distribution.PartnerChannel | null } => typeof d === 'object' && d !== null && 'channel' in d);
  return found?.channel ?? null;
}

/** The server sends phones from /promotion to /m/promotion; this repeats it for navigations inside the app. */
function useDeviceRule(): void {
  const { pathname, search } = useLocation();
  useEffect(() => {
    const target = deviceRedirect(pathname, search, navigator.userAgent);
    if (target !== undefined) window.location.replace(target);
  }, [pathname, search]);
}

/** The desktop promote and promotion pages: the channel's (or the product's) header, the page, the site footer. */
export default function PromoteLayout() {
  const lang = useLang();
  const channel = usePageChannel();
  useDeviceRule();
  return (
    <div className={`site-frame promote-frame lang-${lang}`}>
      <PromoteHeader channel={channel} />
      <main id="main" className="site-main promote-main">
        <AntdScope>
          <Outlet />
        </AntdScope>
      </main>
      <SiteFooter lang={lang} />
    </div>
  );
}
