import { useTranslation } from 'react-i18next';
import { consentItem, readConsent, setSharing, sharing } from '../../lib/observation-consent';
import { useStorageItem } from '../../lib/use-storage-item';

/**
 * The switch for sharing what Ozon pages show, with what is sent beside it. It reads off until the
 * member has answered the one-time notice; switching it here, with the same text in view, answers it.
 */
export function ObservationOption() {
  const { t } = useTranslation('extension');
  const consent = useStorageItem(consentItem, readConsent);
  if (!consent) return null;
  return (
    <section className="ml-stack" data-testid="observation-option">
      <label className="ml-switch">
        <input type="checkbox" checked={sharing(consent)} onChange={(e) => void setSharing(e.target.checked)} />
        <span>{t('observations.option')}</span>
      </label>
      <p className="ml-muted">{t('observations.what')}</p>
      <p className="ml-muted">{t('observations.when')}</p>
    </section>
  );
}
