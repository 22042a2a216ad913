import { useTranslation } from 'react-i18next';
import { PartnerMark, PARTNERS } from '../../components/marketing/marks';

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
            <PartnerMark index={i} size={24} />
            <span>{t(`partners.${p}`)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
