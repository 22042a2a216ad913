import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { BrandLogo } from '../brand-logo';
import { ContactButton } from '../contact/contact-button';
import { MobileNav } from '../layout/mobile-nav';
import { useLocalize } from '../../lib/lang';
import { AccountActions } from './account-actions';
import { LanguageSwitch } from './language-switch';
import { MenuLink } from './menu-link';
import { COURSE_ITEMS, NEWS_URL, OPEN_TYPE, SOLUTION_ITEMS, WORKBENCH_URL } from './menus';
import { SimpleMenu } from './simple-menu';
import { ToolsMenu } from './tools-menu';
import { useHeaderScrolled } from './use-header-scrolled';

/** The desktop header: logo, navigation, language and account. */
export function SiteHeader() {
  const { t } = useTranslation('layout');
  const { pathname } = useLocation();
  const localize = useLocalize();
  const scrolled = useHeaderScrolled(pathname);
  return (
    <header className={`site-header ${scrolled ? 'is-scrolled' : 'is-transparent'}`} data-testid="site-header" data-scrolled={scrolled}>
      <div className="site-header-inner">
        <a href={localize('/')} className="site-header-logo">
          <BrandLogo />
          <span className="visually-hidden">{t('nav.home')}</span>
        </a>
        <nav className="site-nav" aria-label={t('nav.label')}>
          <MenuLink url={WORKBENCH_URL} openType={OPEN_TYPE.newTab} contentName={t('nav.workbench')} className="nav-item">
            {t('nav.workbench')}
          </MenuLink>
          <ToolsMenu />
          <SimpleMenu label={t('nav.solutions')} items={SOLUTION_ITEMS} />
          <SimpleMenu label={t('nav.courses')} items={COURSE_ITEMS} />
          <MenuLink url={NEWS_URL} openType={OPEN_TYPE.self} contentName={t('nav.news')} className="nav-item">
            {t('nav.news')}
          </MenuLink>
        </nav>
        <div className="site-header-right">
          <ContactButton className="header-contact" icon />
          <LanguageSwitch />
          <AccountActions />
          <MobileNav />
        </div>
      </div>
    </header>
  );
}
