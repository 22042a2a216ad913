import { useTranslation } from 'react-i18next';

const STATS = ['volume', 'goods', 'keywords', 'history', 'brands'] as const;

/** The marketing claims: data volume, tracked listings, keywords, history and brands served. */
export function StatsBand() {
  const { t } = useTranslation('home');
  return (
    <section className="stats-band" aria-labelledby="stats-title">
      <h2 id="stats-title" className="visually-hidden">
        {t('stats.title')}
      </h2>
      <dl className="container stats-grid">
        {STATS.map((key) => (
          <div key={key} className="stat">
            <dt className="stat-label">{t(`stats.${key}.label`)}</dt>
            <dd className="stat-value">{t(`stats.${key}.value`)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
