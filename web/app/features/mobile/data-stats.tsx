import { useTranslation } from 'react-i18next';
import type { report } from '@marketlens/core/contract';
import { formatCount } from '../../components/workbench/numbers';
import { MethodologyLink } from '../../components/methodology-link';
import { useLang } from '../../lib/lang';

const FIGURES = ['goodsCount', 'shopCount', 'brandCount', 'keywordCount', 'categoryCount', 'salesRecords'] as const;
const LABELS = { goodsCount: 'goods', shopCount: 'shops', brandCount: 'brands', keywordCount: 'keywords', categoryCount: 'categories', salesRecords: 'records' } as const;

/** The size of the indexed market, counted from the database (trend-survey/surveyData). */
export function DataStats({ survey }: { survey: report.SurveyData | null }) {
  const { t } = useTranslation('mobile');
  const lang = useLang();
  return (
    <section className="m-section" aria-labelledby="m-stats-title" data-testid="m-stats">
      <h2 id="m-stats-title" className="m-section-title">
        {t('stats.title')}
      </h2>
      {survey ? (
        <>
          <dl className="m-stats">
            {FIGURES.map((key) => (
              <div key={key} className="m-stat">
                <dd>{formatCount(survey[key], lang)}</dd>
                <dt>{t(`stats.${LABELS[key]}`)}</dt>
              </div>
            ))}
          </dl>
          <p className="m-hot-date">
            {t('stats.history', { days: survey.historyDays, day: survey.latestDay })} <MethodologyLink />
          </p>
        </>
      ) : (
        <p className="m-hot-note">{t('stats.unavailable')}</p>
      )}
    </section>
  );
}
