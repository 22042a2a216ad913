import { useTranslation } from 'react-i18next';

const PARTNERS = ['p1', 'p2', 'p3', 'p4', 'p5', 'p6', 'p7', 'p8'] as const;
const MARK_COLORS = ['#005bff', '#06a77d', '#f08c00', '#7048e8', '#e8590c', '#2b8a3e', '#1098ad', '#c2255c'];

/** The partner logo grid, two columns on a phone. */
export function MobilePartners() {
  const { t } = useTranslation('home');
  return (
    <section className="m-section" aria-labelledby="m-partners-title">
      <h2 id="m-partners-title" className="m-section-title">
        {t('partners.title')}
      </h2>
      <ul className="m-partners">
        {PARTNERS.map((p, i) => (
          <li key={p}>
            <svg viewBox="0 0 32 32" width="24" height="24" aria-hidden>
              <rect width="32" height="32" rx={i % 2 ? 16 : 8} fill={MARK_COLORS[i]} />
              <path d={i % 3 === 0 ? 'M8 22l8-12 8 12z' : i % 3 === 1 ? 'M9 9h14v14H9z' : 'M16 7l9 9-9 9-9-9z'} fill="#fff" />
            </svg>
            <span>{t(`partners.${p}`)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
