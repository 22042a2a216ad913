import { useTranslation } from 'react-i18next';
import { PartnerMark, PARTNERS } from '../../components/marketing/marks';

/** Partner logos: each a drawn mark beside the partner's name. */
export function PartnerGrid() {
  const { t } = useTranslation('home');
  return (
    <section className="section container" aria-labelledby="partners-title">
      <h2 id="partners-title" className="section-title">
        {t('partners.title')}
      </h2>
      <ul className="partner-grid">
        {PARTNERS.map((p, i) => (
          <li key={p} className="partner-logo">
            <PartnerMark index={i} size={28} />
            <span>{t(`partners.${p}`)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
