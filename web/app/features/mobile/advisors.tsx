import { useTranslation } from 'react-i18next';

const ADVISORS = ['a1', 'a2', 'a3', 'a4'] as const;

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
            <svg className="m-advisor-avatar" viewBox="0 0 64 64" aria-hidden>
              <circle cx="32" cy="32" r="32" fill="#ffffff" fillOpacity=".2" />
              <circle cx="32" cy="25" r="11" fill="#ffffff" />
              <path d="M12 56c3-11 11-17 20-17s17 6 20 17" fill="#ffffff" />
            </svg>
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
