import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import type { distribution } from '@marketlens/core/contract';
import { BrandLogo } from '../../components/brand-logo';
import { LanguageSwitch } from '../../components/header/language-switch';
import { useStores } from '../../lib/http';
import { useLocalize } from '../../lib/lang';
import { useIsLoggedIn } from '../../lib/session';
import { WORKBENCH_URL } from '../../components/header/menus';

/**
 * The header of the promote and promotion pages: a channel with its own logo, title and login label
 * shows them (promotionHeadInfo), any other page the product's logo and labels.
 */
export function PromoteHeader({ channel }: { channel: distribution.PartnerChannel | null }) {
  const { t } = useTranslation('promote');
  const localize = useLocalize();
  const { app } = useStores();
  const own = channel?.ownHeader ? channel : null;
  const setHead = useStore(app, (s) => s.setPromotionHeadInfo);
  useEffect(() => {
    setHead(own ? { logo: own.logo, logoTitle: own.logoTitle, loginLabel: own.loginLabel, link: own.link } : null);
    return () => setHead(null);
  }, [own, setHead]);
  const login = localize(`/login${channel ? `?urlCode=${encodeURIComponent(channel.urlCode)}` : ''}`);
  const loggedIn = useIsLoggedIn();
  return (
    <header className="promote-header site-header is-scrolled" data-testid="promote-header" data-channel={own?.urlCode ?? ''}>
      <div className="site-header-inner">
        {own ? (
          <a href={localize(own.link)} className="promote-header-brand">
            <img src={own.logo} alt="" width={36} height={36} />
            <span className="promote-header-title">{own.logoTitle}</span>
          </a>
        ) : (
          <a href={localize('/')} className="site-header-logo">
            <BrandLogo />
            <span className="visually-hidden">{t('header.home')}</span>
          </a>
        )}
        <div className="site-header-right promote-header-right">
          <LanguageSwitch />
          {loggedIn ? (
            <a className="btn btn-primary promote-header-enter" href={localize(WORKBENCH_URL)}>
              {t('header.enter')}
            </a>
          ) : (
            <>
              <a className="btn btn-ghost promote-header-login" href={login}>
                {own ? own.loginLabel : t('header.login')}
              </a>
              <a className="btn btn-primary promote-header-register" href="#promote-form">
                {t('header.register')}
              </a>
            </>
          )}
        </div>
      </div>
    </header>
  );
}
