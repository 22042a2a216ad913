import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocalize } from '../../lib/lang';
import { CloseIcon, CrownIcon, LineChartIcon, ReadIcon, TeamIcon } from '../icons/icons';

const DISMISSED_KEY = 'guestGuideDismissed';
const CHANGE_EVENT = 'marketlens:guest-guide';

function subscribe(onChange: () => void): () => void {
  window.addEventListener(CHANGE_EVENT, onChange);
  return () => window.removeEventListener(CHANGE_EVENT, onChange);
}

const BENEFITS = [
  { key: 'freeMembership', icon: <CrownIcon aria-hidden /> },
  { key: 'operationTips', icon: <ReadIcon aria-hidden /> },
  { key: 'rankings', icon: <LineChartIcon aria-hidden /> },
  { key: 'mentor', icon: <TeamIcon aria-hidden /> },
] as const;

/** The guest guide popup under the Register button: what a new member gets. Closed once, gone for the visit. */
export function GuestGuide() {
  const { t } = useTranslation('layout');
  const localize = useLocalize();
  // The server renders it closed; the browser opens it unless it was closed earlier in this visit.
  const open = useSyncExternalStore(subscribe, () => window.sessionStorage.getItem(DISMISSED_KEY) !== '1', () => false);
  if (!open) return null;
  const close = () => {
    window.sessionStorage.setItem(DISMISSED_KEY, '1');
    window.dispatchEvent(new Event(CHANGE_EVENT));
  };
  return (
    <aside className="guest-guide" aria-label={t('guide.title')} data-testid="guest-guide">
      <button type="button" className="guest-guide-close" aria-label={t('guide.close')} onClick={close}>
        <CloseIcon aria-hidden />
      </button>
      <p className="guest-guide-title">{t('guide.title')}</p>
      <ul>
        {BENEFITS.map((b) => (
          <li key={b.key}>
            {b.icon}
            <span>{t(`guide.${b.key}`)}</span>
          </li>
        ))}
      </ul>
      <a className="guest-guide-cta" href={localize('/register')}>
        {t('guide.cta')}
      </a>
    </aside>
  );
}
