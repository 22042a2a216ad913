import { useTranslation } from 'react-i18next';
import type { report } from '@marketlens/core/contract';
import { formatNumber } from '@marketlens/core/format';
import { useLang } from '../../lib/lang';
import { MethodologyLink } from '../methodology-link';

/** The size of the indexed market, read from the data itself: records, goods, search words, history, shops and brands; and how its figures are estimated. */
export function StatsBand({ survey }: { survey: report.SurveyData | null }) {
  const { t } = useTranslation('home');
  const lang = useLang();
  if (!survey) return null;
  const n = (value: number) => formatNumber(value, { lang });
  const stats = [
    { key: 'records', value: n(survey.salesRecords), label: t('stats.records') },
    { key: 'goods', value: n(survey.goodsCount), label: t('stats.goods') },
    { key: 'keywords', value: n(survey.keywordCount), label: t('stats.keywords') },
    { key: 'history', value: t('stats.historyValue', { days: survey.historyDays }), label: t('stats.history', { latest: survey.latestDay }) },
    { key: 'sellers', value: n(survey.shopCount + survey.brandCount), label: t('stats.sellers') },
  ];
  return (
    <section className="stats-band" aria-labelledby="stats-title" data-testid="home-stats">
      <h2 id="stats-title" className="visually-hidden">
        {t('stats.title')}
      </h2>
      <dl className="container stats-grid">
        {stats.map((s) => (
          <div key={s.key} className="stat">
            <dt className="stat-label">{s.label}</dt>
            <dd className="stat-value">{s.value}</dd>
          </div>
        ))}
      </dl>
      <p className="container stats-method">
        <MethodologyLink />
      </p>
    </section>
  );
}
