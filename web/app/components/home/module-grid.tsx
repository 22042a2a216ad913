import {
  AimOutlined,
  AreaChartOutlined,
  CalculatorOutlined,
  EyeOutlined,
  FundOutlined,
  SafetyCertificateOutlined,
  SearchOutlined,
  ShopOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

const MODULES: readonly { key: 'industry' | 'selection' | 'keyword' | 'shopBrand' | 'monitor' | 'charts' | 'pricing' | 'patrol'; icon: ReactNode }[] = [
  { key: 'industry', icon: <FundOutlined /> },
  { key: 'selection', icon: <AimOutlined /> },
  { key: 'keyword', icon: <SearchOutlined /> },
  { key: 'shopBrand', icon: <ShopOutlined /> },
  { key: 'monitor', icon: <EyeOutlined /> },
  { key: 'charts', icon: <AreaChartOutlined /> },
  { key: 'pricing', icon: <CalculatorOutlined /> },
  { key: 'patrol', icon: <SafetyCertificateOutlined /> },
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
