import { useTranslation } from 'react-i18next';
import { consentItem, readConsent, setSharing } from '../lib/observation-consent';
import { useStorageItem } from '../lib/use-storage-item';

/**
 * The one-time notice about sharing what Ozon pages show: it says what is sent and that it can be
 * switched off, and takes the member's answer (sharing is off until then). Shown to a logged-in member
 * until answered; the options page keeps the switch afterwards.
 */
export function ObservationNotice() {
  const { t } = useTranslation('extension');
  const consent = useStorageItem(consentItem, readConsent);
  if (!consent || consent.noticeSeenAt !== null) return null;
  return (
    <section className="ml-notice ml-stack" data-testid="observation-notice" aria-labelledby="observation-notice-title">
      <strong id="observation-notice-title">{t('observations.noticeTitle')}</strong>
      <span>{t('observations.noticeIntro')}</span>
      <span>{t('observations.what')}</span>
      <span>{t('observations.noticeOff')}</span>
      <div className="ml-row">
        <button type="button" className="ml-primary" onClick={() => void setSharing(true)}>
          {t('observations.share')}
        </button>
        <button type="button" onClick={() => void setSharing(false)}>
          {t('observations.decline')}
        </button>
      </div>
    </section>
  );
}
