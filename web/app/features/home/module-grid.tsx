import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AimIcon, AreaChartIcon, CalculatorIcon, EyeIcon, FundIcon, SafetyCertificateIcon, SearchIcon, ShopIcon } from '../../components/icons/icons';

const MODULES: readonly { key: 'industry' | 'selection' | 'keyword' | 'shopBrand' | 'monitor' | 'charts' | 'pricing' | 'patrol'; icon: ReactNode }[] = [
  { key: 'industry', icon: <FundIcon /> },
  { key: 'selection', icon: <AimIcon /> },
  { key: 'keyword', icon: <SearchIcon /> },
  { key: 'shopBrand', icon: <ShopIcon /> },
  { key: 'monitor', icon: <EyeIcon /> },
  { key: 'charts', icon: <AreaChartIcon /> },
  { key: 'pricing', icon: <CalculatorIcon /> },
  { key: 'patrol', icon: <SafetyCertificateIcon /> },
];

/** The product modules, one card each. */
export function ModuleGrid() {
  const { t } = useTranslation('home');
  return (
    <section className="section container" aria-labelledby="modules-title" id="modules">
      <h2 id="modules-title" className="section-title">
        {t('modules.title')}
      </h2>
      <p className="section-subtitle">{t('modules.subtitle')}</p>
      <ul className="module-grid">
        {MODULES.map((m) => (
          <li key={m.key} className="module-card">
            <span className="module-icon" aria-hidden>
              {m.icon}
            </span>
            <h3>{t(`modules.${m.key}.title`)}</h3>
            <p>{t(`modules.${m.key}.body`)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
