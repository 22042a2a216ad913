import { useTranslation } from 'react-i18next';
import { AdvisorAvatar, ADVISORS } from '../../components/marketing/marks';

/** The mentors, as a swipeable row of cards (the desktop home's advisors in the phone's width). */
export function MobileAdvisors() {
  const { t } = useTranslation('home');
  return (
    <section className="m-section" aria-labelledby="m-advisors-title">
      <h2 id="m-advisors-title" className="m-section-title">
        {t('advisors.title')}
      </h2>
      <ul className="m-advisors" tabIndex={0} aria-label={t('advisors.title')}>
        {ADVISORS.map((a, i) => (
          <li key={a} className={`m-advisor m-advisor-${i + 1}`}>
            <AdvisorAvatar className="m-advisor-avatar" />
            <h3>{t(`advisors.${a}.name`)}</h3>
            <p className="m-advisor-title">{t(`advisors.${a}.title`)}</p>
            <p>{t(`advisors.${a}.l1`)}</p>
            <p>{t(`advisors.${a}.l2`)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
