import { useTranslation } from 'react-i18next';
import { BrandLogo } from './brand-logo';
import { LanguageSwitch } from './header/language-switch';
import { useLocalize } from '../lib/lang';

/** The slim top bar of pages outside the site frame: logo home and the language selector. */
export function PlainTopBar() {
  const { t } = useTranslation('layout');
  const localize = useLocalize();
  return (
    <header className="plain-top-bar site-header is-scrolled">
      <div className="site-header-inner">
        <a href={localize('/')} className="site-header-logo">
          <BrandLogo />
          <span className="visually-hidden">{t('nav.home')}</span>
        </a>
        <div className="site-header-right">
          <LanguageSwitch />
        </div>
      </div>
    </header>
  );
}
