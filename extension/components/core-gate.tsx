import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { failureOf } from '../lib/failure';
import { useCore, type PageCore } from '../lib/use-core';
import { FailureNotice } from './failure-notice';

/** Renders its children with core's client once the server's configuration is in; else loading, or the failure with a retry. */
export function CoreGate({ children }: { children: (core: PageCore) => ReactNode }) {
  const { t } = useTranslation('extension');
  const core = useCore();
  if (core.isPending) return <p className="ml-muted">{t('popup.loading')}</p>;
  if (core.isError) return <FailureNotice failure={failureOf(core.error)} onRetry={() => void core.refetch()} />;
  return <>{children(core.data)}</>;
}
