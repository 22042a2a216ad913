import { useTranslation } from 'react-i18next';
import { useLocalize } from '../../lib/lang';
import { useIsLoggedIn } from '../../lib/session';
import { useAvatarUrl } from '../../lib/user';
import { WORKBENCH_URL } from './menus';
import { GuestGuide } from './guest-guide';
import { AccountMenu } from './account-menu';
import { NoticeBell } from '../../features/monitor/notice-bell';

/** Log in and Register for guests (same window); the account menu and Enter (new tab) for members. */
export function AccountActions() {
  const { t } = useTranslation('layout');
  const localize = useLocalize();
  const loggedIn = useIsLoggedIn();
  const avatar = useAvatarUrl();
  if (loggedIn) {
    return (
      <div className="account-actions" data-testid="account-member">
        <NoticeBell />
        <AccountMenu avatar={avatar} />
        <a className="btn btn-primary" href={localize(WORKBENCH_URL)} target="_blank" rel="noopener">
          {t('account.enter')}
        </a>
      </div>
    );
  }
  return (
    <div className="account-actions" data-testid="account-guest">
      <a className="btn btn-ghost" href={localize('/login')}>
        {t('account.login')}
      </a>
      <span className="guest-guide-anchor">
        <a className="btn btn-primary" href={localize('/register')}>
          {t('account.register')}
        </a>
        <GuestGuide />
      </span>
    </div>
  );
}
