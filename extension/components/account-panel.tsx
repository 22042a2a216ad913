import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { fetchMembership } from '../lib/api';
import { useExtensionEnv } from '../lib/extension-context';
import { failureOf } from '../lib/failure';
import { logout } from '../lib/login';
import { clearSession, displayName, type SiteSession } from '../lib/site-session';
import { FailureNotice } from './failure-notice';
import { LoginForm } from './login-form';

function Membership() {
  const { t, i18n } = useTranslation('extension');
  const { http } = useExtensionEnv();
  const membership = useQuery({ queryKey: ['membership'], queryFn: () => fetchMembership(http), retry: false });
  if (membership.isPending) return <p className="ml-muted">{t('popup.loading')}</p>;
  if (membership.isError) return <FailureNotice failure={failureOf(membership.error)} onRetry={() => void membership.refetch()} />;
  const plan = membership.data;
  if (!plan?.tier) return <p data-testid="membership">{t('account.noPlan')}</p>;
  const end = plan.maturityTime ?? plan.bonus?.endTime;
  return (
    <p data-testid="membership">
      <strong>{t(`account.tiers.${plan.tier}`)}</strong>{' '}
      {plan.expired ? t('account.expired') : end && t('account.until', { date: new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(end)) })}
    </p>
  );
}

/** Who is logged in (the same account as the site) and their membership, or the login form. */
export function AccountPanel({ session, onSession }: { session: SiteSession | null | undefined; onSession: (s: SiteSession | null) => void }) {
  const { t } = useTranslation('extension');
  const { http, jar, connection } = useExtensionEnv();
  const signOut = useMutation({
    mutationFn: () => logout(http, () => clearSession(jar)),
    onSuccess: () => onSession(null),
  });
  if (session === undefined) return <p className="ml-muted">{t('popup.loading')}</p>;
  if (!session) {
    return (
      <div className="ml-stack">
        <h2 className="ml-h2">{t('account.loggedOutTitle')}</h2>
        <p className="ml-muted">{t('account.loggedOutHint')}</p>
        <LoginForm onLoggedIn={onSession} />
      </div>
    );
  }
  return (
    <div className="ml-stack">
      <h2 className="ml-h2" data-testid="user-name">
        {t('account.hello', { name: displayName(session.user) })}
      </h2>
      <Membership />
      <div className="ml-row">
        <a className="ml-button" href={`${connection.siteOrigin}/workbench/dashboard`} target="_blank" rel="noreferrer">
          {t('account.openWorkbench')}
        </a>
        <button type="button" onClick={() => signOut.mutate()} disabled={signOut.isPending}>
          {t('account.logout')}
        </button>
      </div>
    </div>
  );
}
