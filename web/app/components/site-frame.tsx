import { Outlet } from 'react-router';
import type { Lang } from '@marketlens/core/i18n';
import { SiteFooter } from './footer/site-footer';
import { SiteHeader } from './header/site-header';

/** Header, page and footer: the frame of every public page in one language. */
export function SiteFrame({ lang }: { lang: Lang }) {
  return (
    <div className={`site-frame lang-${lang}`}>
      <SiteHeader />
      <main id="main" className="site-main">
        <Outlet />
      </main>
      <SiteFooter lang={lang} />
    </div>
  );
}
