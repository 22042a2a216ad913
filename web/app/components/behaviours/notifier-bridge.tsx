import { Suspense, useSyncExternalStore } from 'react';
import { isNotifierWanted, subscribeNotifierWanted } from '../../lib/notifier';
import { lazyAntd } from '../../lib/lazy-antd';

const NotifierHost = lazyAntd(() => import('./notifier-host').then((m) => m.default));

/** Loads antd's message and notification host the first time something is to be shown. */
export function NotifierBridge() {
  const wanted = useSyncExternalStore(subscribeNotifierWanted, isNotifierWanted, () => false);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <NotifierHost />
    </Suspense>
  );
}
