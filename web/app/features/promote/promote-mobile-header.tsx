import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import type { distribution } from '@marketlens/core/contract';
import { BrandLogo } from '../../components/brand-logo';
import { useStores } from '../../lib/http';
import { useLocalize } from '../../lib/lang';
import { useIsLoggedIn } from '../../lib/session';

/** The mobile promote pages' top: the channel's own logo, title and login label when it has them, else the product's. */
export function PromoteMobileHeader({ channel }: { channel: distribution.PartnerChannel | null }) {
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
    <header className="m-header promote-m-header" data-testid="promote-header" data-channel={own?.urlCode ?? ''}>
      {own ? (
        <span className="promote-header-brand">
          <img src={own.logo} alt="" width={28} height={28} />
          <span className="promote-header-title">{own.logoTitle}</span>
        </span>
      ) : (
        <a href={localize('/m')} className="m-header-logo">
          <BrandLogo />
          <span className="visually-hidden">{t('header.home')}</span>
        </a>
      )}
      {loggedIn ? (
        <a className="m-header-login" href={localize('/m')}>
          {t('header.mine')}
        </a>
      ) : (
        <a className="m-header-login" href={login}>
          {own ? own.loginLabel : t('header.login')}
        </a>
      )}
    </header>
  );
}
