import { Button, Skeleton } from 'antd';
import { Suspense, useContext, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocalize } from '../../lib/lang';
import { HydrationHoldContext, ReleaseHydrationHold } from '../../lib/mark-hydrated';
import { useIsLoggedIn } from '../../lib/session';
import { useHydrated } from '../../lib/use-hydrated';
import { StatePanel } from './state-panel';

/**
 * What the member gate shows (see MemberGate in analytics-page.tsx, which loads this after the
 * page): the view for a member, the guest warning for a guest once the page knows, a skeleton before.
 */
export function Gate({ children }: { children: ReactNode }) {
  // A member's view hydrates the server's copy when its code has arrived (components/workbench/
  // lazy-lists.tsx). Nothing here may re-render it before then: an update to a boundary still
  // waiting for its code would replace the server's rows with the fallback, so the member's branch
  // reads no hydration state.
  // The page's hydrated mark waits for the view (ReleaseHydrationHold runs once its boundary has hydrated).
  const hold = useContext(HydrationHoldContext);
  return useIsLoggedIn() ? (
    <Suspense fallback={<Skeleton active paragraph={{ rows: 8 }} />}>
      {children}
      <ReleaseHydrationHold id={hold} />
    </Suspense>
  ) : (
    <>
      <GuestGate />
      <ReleaseHydrationHold id={hold} />
    </>
  );
}

/** A guest's copy holds a skeleton until the browser has read the session, then the guest warning. */
function GuestGate() {
  return useHydrated() ? <GuestWarning /> : <Skeleton active paragraph={{ rows: 8 }} />;
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
