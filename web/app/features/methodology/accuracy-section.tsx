import { useTranslation } from 'react-i18next';
import type { methodology } from '@marketlens/core/contract';
import type { Lang } from '@marketlens/core/i18n';
import { formatCount, formatShare } from '../../components/workbench/numbers';

/** What the page knows of the last measurement: its figures, that none was made yet, or that it could not be read. */
export type AccuracyState = { kind: 'measured'; accuracy: methodology.Accuracy } | { kind: 'none' } | { kind: 'unavailable' };

const rank = (value: number, lang: Lang) => new Intl.NumberFormat(lang === 'ru' ? 'ru-RU' : 'en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);

interface Row {
  key: 'goodsMedian' | 'categoryMedian' | 'categoryMax' | 'spearmanMedian' | 'spearmanMin';
  value: number;
  goal: number;
  /** Errors are held to an upper goal, rank agreement to a lower one. */
  kind: 'error' | 'rank';
}

function rowsOf(a: methodology.Accuracy): Row[] {
  return [
    { key: 'goodsMedian', value: a.goodsMedianApe30d, goal: a.goals.goodsMedianApe30d, kind: 'error' },
    { key: 'categoryMedian', value: a.categoryTotalError.median, goal: a.goals.categoryTotalError, kind: 'error' },
    { key: 'categoryMax', value: a.categoryTotalError.max, goal: a.goals.categoryTotalError, kind: 'error' },
    { key: 'spearmanMedian', value: a.spearmanTop100.median, goal: a.goals.spearmanTop100, kind: 'rank' },
    { key: 'spearmanMin', value: a.spearmanTop100.min, goal: a.goals.spearmanTop100, kind: 'rank' },
  ];
}

/** The bench's figures against their goals, with the day they were measured; or, plainly, that there are none. */
export function AccuracySection({ state, lang }: { state: AccuracyState; lang: Lang }) {
  const { t } = useTranslation('home');
  return (
    <section className="method-section" id="accuracy" aria-labelledby="method-accuracy" data-testid="method-accuracy">
      <h2 id="method-accuracy">{t('methodology.accuracy.title')}</h2>
      <p>{t('methodology.accuracy.lead')}</p>
      {state.kind === 'measured' ? (
        <Measured accuracy={state.accuracy} lang={lang} />
      ) : (
        <p className="method-callout" data-testid={state.kind === 'none' ? 'accuracy-none' : 'accuracy-unavailable'}>
          {t(state.kind === 'none' ? 'methodology.accuracy.notMeasured' : 'methodology.accuracy.unavailable')}
        </p>
      )}
    </section>
  );
}

function Measured({ accuracy: a, lang }: { accuracy: methodology.Accuracy; lang: Lang }) {
  const { t } = useTranslation('home');
  const shown = (r: Row) => (r.kind === 'error' ? formatShare(r.value, lang) : rank(r.value, lang));
  const goal = (r: Row) => t(r.kind === 'error' ? 'methodology.accuracy.atMost' : 'methodology.accuracy.atLeast', { value: r.kind === 'error' ? formatShare(r.goal, lang) : rank(r.goal, lang) });
  const met = (r: Row) => (r.kind === 'error' ? r.value <= r.goal : r.value >= r.goal);
  const seen = a.observation.seenShare;
  return (
    <>
      <p className="method-measured" data-testid="accuracy-date">
        {t('methodology.accuracy.measuredOn', { day: a.measuredOn })}
      </p>
      <p>
        {t('methodology.accuracy.setup', {
          goods: formatCount(a.truth.goods, lang), categories: formatCount(a.truth.categories, lang), days: a.truth.days,
          pages: formatCount(a.observation.collectorPagesPerDay, lang), members: formatCount(a.observation.extensionMembers, lang),
          daily: formatShare(seen.daily, lang), weekly: formatShare(seen.weekly, lang), never: formatShare(seen.never, lang),
        })}
      </p>
      <div className="method-table-wrap">
        <table className="method-table" data-testid="accuracy-table">
          <caption>{t('methodology.accuracy.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('methodology.accuracy.columns.figure')}</th>
              <th scope="col">{t('methodology.accuracy.columns.measured')}</th>
              <th scope="col">{t('methodology.accuracy.columns.goal')}</th>
              <th scope="col">{t('methodology.accuracy.columns.result')}</th>
            </tr>
          </thead>
          <tbody>
            {rowsOf(a).map((r) => (
              <tr key={r.key} data-testid={`accuracy-${r.key}`}>
                <th scope="row">{t(`methodology.accuracy.rows.${r.key}`)}</th>
                <td className="method-figure">{shown(r)}</td>
                <td>{goal(r)}</td>
                <td className={met(r) ? 'method-met' : 'method-missed'}>{t(met(r) ? 'methodology.accuracy.met' : 'methodology.accuracy.missed')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p data-testid="accuracy-hostile">{t(a.hostileBatchMoved ? 'methodology.accuracy.hostileMoved' : 'methodology.accuracy.hostileHeld')}</p>
      <p className="method-note">{t('methodology.accuracy.model')}</p>
    </>
  );
}
