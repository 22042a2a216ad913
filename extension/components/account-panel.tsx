import { useMutation, useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { logout } from '@marketlens/core/auth';
import { fetchMembership } from '../lib/api';
import { useExtensionEnv } from '../lib/extension-context';
import { failureOf } from '../lib/failure';
import { clearSession, displayName, type SiteSession } from '../lib/site-session';
import { sitePath } from '../lib/site-links';
import { useCore, type PageCore } from '../lib/use-core';
import { useSession } from '../lib/use-session';
import { CoreGate } from './core-gate';
import { FailureNotice } from './failure-notice';
import { LoginPanel } from './login-panel';
import { ObservationNotice } from './observation-notice';
import { PlanCard } from './plan-card';

function Membership({ core, token }: { core: PageCore; token: string }) {
  const { t } = useTranslation('extension');
  const { connection } = useExtensionEnv();
  const membership = useQuery({ queryKey: ['membership', token], queryFn: () => fetchMembership(core.http), retry: false });
  if (membership.isPending) return <p className="ml-muted">{t('popup.loading')}</p>;
  if (membership.isError) return <FailureNotice failure={failureOf(membership.error)} onRetry={() => void membership.refetch()} />;
  return <PlanCard product={membership.data} siteOrigin={connection.siteOrigin} />;
}

/**
 * The signed-in user. The name, the workbench link and Log out need no answer from the server, so
 * they stay when it is down; only the membership line waits for it.
 */
function SignedIn({ session, onSession }: { session: SiteSession; onSession: (s: SiteSession | null) => void }) {
  const { t, i18n } = useTranslation('extension');
  const { connection, jar } = useExtensionEnv();
  const core = useCore();
  // core's logout: the server revokes the token, then the site's cookies go, so the site is logged out too.
  // With the server unreachable the site's cookies still go, so this browser is logged out either way.
  const signOut = useMutation({
    mutationFn: async () => {
      try {
        if (!core.data) throw new Error('server unreachable');
        await logout(core.data.http, core.data.stores.user);
      } finally {
        await clearSession(jar);
      }
    },
    onSettled: () => onSession(null),
  });
  return (
    <div className="ml-stack">
      <h2 className="ml-h2" data-testid="user-name">
        {t('account.hello', { name: displayName(session.user) })}
      </h2>
      {core.isPending && <p className="ml-muted">{t('popup.loading')}</p>}
      {core.isError && <FailureNotice failure={failureOf(core.error)} onRetry={() => void core.refetch()} />}
      {core.data && <Membership core={core.data} token={session.user.userToken} />}
      <ObservationNotice />
      <div className="ml-row">
        <a className="ml-button" href={`${connection.siteOrigin}${sitePath(i18n.language, '/workbench/dashboard')}`} target="_blank" rel="noreferrer">
          {t('account.openWorkbench')}
        </a>
        <button type="button" onClick={() => signOut.mutate()} disabled={signOut.isPending}>
          {t('account.logout')}
        </button>
      </div>
    </div>
  );
}

/**
 * Who is logged in (the same account as the site) and their membership, or the login form. The
 * session is read here rather than by the popup, so the popup's first draw does not wait for it.
 */
export function AccountPanel() {
  const { t } = useTranslation('extension');
  const { jar } = useExtensionEnv();
  const { session, setSession } = useSession(jar);
  const loggedIn = useCallback((s: SiteSession) => setSession(s), [setSession]);
  if (session === undefined) return <p className="ml-muted">{t('popup.loading')}</p>;
  if (session) return <SignedIn session={session} onSession={setSession} />;
  return (
    <div className="ml-stack">
      <h2 className="ml-h2">{t('account.loggedOutTitle')}</h2>
      <p className="ml-muted">{t('account.loggedOutHint')}</p>
      <CoreGate>{(core) => <LoginPanel core={core} onLoggedIn={loggedIn} />}</CoreGate>
    </div>
  );
}
