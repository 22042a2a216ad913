import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { BrandLogo } from '../../components/brand-logo';
import { MemberAvatar } from '../../components/header/member-avatar';
import { LeftIcon } from '../../components/icons/icons';
import { useLocalize } from '../../lib/lang';
import { useIsLoggedIn } from '../../lib/session';
import { useAvatarUrl } from '../../lib/user';
import { tabOf } from './paths';
import { useSheets } from './sheets';

/** Tab pages: the logo and login/register (or the avatar); other pages: a back button and the title. */
export function MobileHeader({ title }: { title?: string | undefined }) {
  const { t } = useTranslation('mobile');
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const localize = useLocalize();
  const loggedIn = useIsLoggedIn();
  const avatar = useAvatarUrl();
  const sheets = useSheets();
  if (!tabOf(pathname)) {
    const back = () => (window.history.length > 1 ? void navigate(-1) : window.location.assign(localize('/m')));
    return (
      <header className="m-header">
        <button type="button" className="m-header-back" onClick={back} aria-label={t('header.back')} data-testid="m-back">
          <LeftIcon aria-hidden />
        </button>
        <span className="m-header-title">{title ?? ''}</span>
        <span className="m-header-back" aria-hidden />
      </header>
    );
  }
  return (
    <header className="m-header">
      <a href={localize('/m')} className="m-header-logo">
        <BrandLogo />
        <span className="visually-hidden">{t('header.home')}</span>
      </a>
      {loggedIn ? (
        <a href={localize('/workbench/dashboard')} className="m-header-account" data-testid="m-avatar">
          <MemberAvatar src={avatar} alt={t('header.avatar')} />
        </a>
      ) : (
        <button type="button" className="m-header-login" onClick={() => sheets.open('login')} data-testid="m-login">
          {t('header.login')}
        </button>
      )}
    </header>
  );
}
