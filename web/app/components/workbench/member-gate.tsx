import { Button, Skeleton } from 'antd';
import { Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocalize } from '../../lib/lang';
import { useIsLoggedIn } from '../../lib/session';
import { useHydrated } from '../../lib/use-hydrated';
import { StatePanel } from './state-panel';

/**
 * What the member gate shows (see MemberGate in analytics-page.tsx, which loads this after the
 * page): the view for a member, the guest warning for a guest once the page knows, a skeleton before.
 */
export function Gate({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  const loggedIn = useIsLoggedIn();
  const skeleton = <Skeleton active paragraph={{ rows: 8 }} />;
  if (!hydrated && !loggedIn) return skeleton;
  // A view whose code loads after the page (components/workbench/lazy-lists.tsx): the server's
  // copy stays on screen until it has arrived and hydrated.
  return loggedIn ? <Suspense fallback={skeleton}>{children}</Suspense> : <GuestWarning />;
}

/** Spec §6: a guest opening a member page is told to log in, with the way in. */
function GuestWarning() {
  const { t } = useTranslation('analytics');
  const { t: tc } = useTranslation('common');
  const localize = useLocalize();
  return (
    <StatePanel
      status="warning"
      title={tc('guestGuard')}
      testId="guest-warning"
      extra={
        <>
          <Button type="primary" href={localize('/login')}>
            {t('guest.login')}
          </Button>
          <Button href={localize('/register')}>{t('guest.register')}</Button>
        </>
      }
    />
  );
}
