import { Suspense } from 'react';
import { useStore } from 'zustand';
import { useCoreT } from '@marketlens/ui/i18n';
import { useExtensionEnv } from '../lib/extension-context';

function LatestNotice() {
  const { notices } = useExtensionEnv();
  const notice = useStore(notices.store);
  const { text } = useCoreT();
  if (!notice) return null;
  return (
    <p className={`ml-notice-line ml-notice-${notice.level}`} role={notice.level === 'error' ? 'alert' : 'status'} data-testid="notice">
      {text(notice.message)}
    </p>
  );
}

/**
 * The latest notice of core's flows and request pipeline (welcome back, SMS sent, the server's own
 * words); nothing until the page's environment is read, without holding back the rest of the page.
 */
export function NoticeLine() {
  return (
    <Suspense fallback={null}>
      <LatestNotice />
    </Suspense>
  );
}
