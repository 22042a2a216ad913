import { useTranslation } from 'react-i18next';
import type { Failure } from '../lib/messages';

/** A clear message about what went wrong, with a retry: the popup never freezes on a fault. */
export function FailureNotice({ failure, onRetry }: { failure: Failure; onRetry?: () => void }) {
  const { t } = useTranslation('extension');
  return (
    <div className="ml-failure" role="alert">
      <span>{t(`errors.${failure}`)}</span>
      {onRetry && (
        <button type="button" className="ml-link" onClick={onRetry}>
          {t('errors.retry')}
        </button>
      )}
    </div>
  );
}
