import { Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { EXPLOSION, type EXPLOSION_SORTS } from '@marketlens/core/constants';
import type { workbench } from '@marketlens/core/contract';
import { useLang } from '../../lib/lang';
import { formatCount, formatScore } from '../../components/workbench/numbers';

/** How a check's results are sorted. */
export type ExplosionSort = (typeof EXPLOSION_SORTS)[number];

// The explosion pages link to one another.
export const DATA_LIST = '/ExplosionDetection/dataList';
export const DETAILS = '/ExplosionDetection/details';
export const HISTORY = '/ExplosionDetection/historyList';

/** A positive integer from the URL, else undefined. */
export const positiveInt = (raw: string | null) => {
  const n = Number(raw);
  return raw !== null && Number.isInteger(n) && n > 0 ? n : undefined;
};

/** A check's parameters in one line. */
export function CheckLine({ check }: { check: workbench.ExplosionCheck }) {
  const { t } = useTranslation('analytics');
  const lang = useLang();
  return (
    <p className="analytics-muted" data-testid="explosion-check">
      {t('explosion.checkOf', {
        day: check.day,
        scope: check.typeName || t('explosion.wholeMarket'),
        multiple: formatScore(check.multiple, lang),
        minDaily: formatCount(check.minDaily, lang),
        count: check.found,
      })}
    </p>
  );
}

/** The rule a check applies: its windows, multiple and least daily units. */
export function Rule({ multiple = EXPLOSION.multiple, minDaily = EXPLOSION.minDaily }: { multiple?: number; minDaily?: number }) {
  const { t } = useTranslation('analytics');
  return (
    <p className="analytics-muted" data-testid="explosion-rule">
      {t('explosion.rule', { recent: EXPLOSION.recentDays, baseline: EXPLOSION.baselineDays, multiple, minDaily, span: EXPLOSION.recentDays + EXPLOSION.baselineDays })}
    </p>
  );
}

/** The multiple of a case: recent ÷ median, or "from zero" when the median is 0. */
export function RatioCell({ row }: { row: workbench.ExplosionRow }) {
  const { t } = useTranslation('analytics');
  const lang = useLang();
  if (row.ratio === null)
    return (
      <Tooltip title={t('explosion.noMedianTip')}>
        <Tag color="volcano">{t('explosion.noMedian')}</Tag>
      </Tooltip>
    );
  return <Tag color="volcano">{`${formatScore(row.ratio, lang)}×`}</Tag>;
}
