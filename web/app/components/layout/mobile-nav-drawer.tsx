import { Drawer } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { LANGS, pathForLang } from '@marketlens/core/i18n';
import { ContactButton } from '../contact/contact-button';
import { MenuLink } from '../header/menu-link';
import { COURSE_ITEMS, NEWS_URL, OPEN_TYPE, SOLUTION_ITEMS, TOOL_MODULES, WORKBENCH_URL, type MenuItem } from '../header/menus';
import { useLang, useLocalize } from '../../lib/lang';
import { useIsLoggedIn } from '../../lib/session';

interface MobileNavDrawerProps {
  id: string;
  open: boolean;
  onClose: () => void;
}

function LinkList({ items }: { items: readonly MenuItem[] }) {
  const { t } = useTranslation('layout');
  return (
    <ul className="mobile-nav-list">
      {items
        .filter((item) => !item.hidden)
        .map((item) => (
          <li key={item.url}>
            <MenuLink url={item.url} openType={item.openType} contentName={t(item.title)} className="mobile-nav-link">
              {t(item.title)}
            </MenuLink>
          </li>
        ))}
    </ul>
  );
}

/**
 * The phone menu: the header's items in one column. Sections are native disclosure widgets so
 * they open with Enter or Space; the drawer traps focus and closes on Escape.
 */
export default function MobileNavDrawer({ id, open, onClose }: MobileNavDrawerProps) {
  const { t } = useTranslation('layout');
  const { t: tc } = useTranslation();
  const localize = useLocalize();
  const current = useLang();
  const { pathname, search } = useLocation();
  const loggedIn = useIsLoggedIn();
  return (
    <Drawer id={id} open={open} onClose={onClose} placement="right" size={320} title={t('nav.menuTitle')} className="mobile-nav-drawer" closable={{ 'aria-label': tc('actions.close') }}>
      <nav aria-label={t('nav.label')} data-testid="mobile-nav">
        <MenuLink url={WORKBENCH_URL} openType={OPEN_TYPE.newTab} contentName={t('nav.workbench')} className="mobile-nav-link mobile-nav-top">
          {t('nav.workbench')}
        </MenuLink>
        <details className="mobile-nav-section">
          <summary>{t('nav.tools')}</summary>
          {TOOL_MODULES.map((module) => (
            <section key={module.title} aria-label={t(module.title)}>
              <h3 className="mobile-nav-module">{t(module.title)}</h3>
              <LinkList items={module.items} />
            </section>
          ))}
        </details>
        <details className="mobile-nav-section">
          <summary>{t('nav.solutions')}</summary>
          <LinkList items={SOLUTION_ITEMS} />
        </details>
        <details className="mobile-nav-section">
          <summary>{t('nav.courses')}</summary>
          <LinkList items={COURSE_ITEMS} />
        </details>
        <MenuLink url={NEWS_URL} openType={OPEN_TYPE.self} contentName={t('nav.news')} className="mobile-nav-link mobile-nav-top">
          {t('nav.news')}
        </MenuLink>
        <ContactButton className="mobile-nav-link mobile-nav-top mobile-nav-contact" onOpen={onClose} />
      </nav>
      <section className="mobile-nav-langs" aria-label={t('nav.language')}>
        <h3 className="mobile-nav-module">{t('nav.language')}</h3>
        <ul className="mobile-nav-lang-list">
          {LANGS.map((lang) => (
            <li key={lang}>
              <a
                href={pathForLang(pathname, lang) + search}
                hrefLang={lang}
                lang={lang}
                aria-current={lang === current ? 'true' : undefined}
                className="mobile-nav-lang"
                // Same as the header's selector: replace the entry and reload in the new language.
                onClick={(e) => {
                  e.preventDefault();
                  window.location.replace(pathForLang(pathname, lang) + search);
                }}
              >
                {tc(`lang.${lang}`)}
              </a>
            </li>
          ))}
        </ul>
      </section>
      <div className="mobile-nav-account">
        {loggedIn ? (
          <a className="btn btn-primary" href={localize(WORKBENCH_URL)} target="_blank" rel="noopener">
            {t('account.enter')}
          </a>
        ) : (
          <>
            <a className="btn btn-ghost" href={localize('/login')}>
              {t('account.login')}
            </a>
            <a className="btn btn-primary" href={localize('/register')}>
              {t('account.register')}
            </a>
          </>
        )}
      </div>
    </Drawer>
  );
}
