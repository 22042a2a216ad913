import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Skeleton, Tag } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { workbench } from '@marketlens/core/contract';
import type { Lang } from '@marketlens/core/i18n';
import { useHttp } from '../../lib/http';
import { useLang } from '../../lib/lang';
import { loadWorkbench } from './contract';
import { Chart } from '../../components/workbench/chart';
import { formatCount } from '../../components/workbench/numbers';
import { Panel } from '../../components/panel';
import { DETAIL_WINDOWS } from '@marketlens/core/constants';
import { useViewState } from './url-state';

const NO_KEYS: readonly string[] = [];

/** The word as the member reads it: its Chinese on the Chinese pages when the market gives it. */
const wordOf = (w: workbench.GoodsWordPositions, lang: Lang) => (lang === 'zh' && w.keywordZh ? `${w.keywordZh} (${w.keyword})` : w.keyword);

/** One line per word, place 1 at the top; a day the goods was not among the results is a gap. */
function positionsOption(words: readonly workbench.GoodsWordPositions[], lang: Lang) {
  return {
    tooltip: { trigger: 'axis' },
    legend: { bottom: 0, type: 'scroll' },
    animationDuration: 400,
    grid: { left: 8, right: 8, top: 16, bottom: 56, containLabel: true },
    xAxis: { type: 'category', data: words[0]?.positions.map((p) => p.day) ?? [] },
    // Places 1 to at least 10, so that a goods holding first place draws a line at the top, not mid-chart.
    yAxis: { type: 'value', inverse: true, min: 1, max: (v: { max: number }) => Math.max(10, Math.ceil(v.max)), minInterval: 1, axisLabel: { formatter: (v: number) => formatCount(v, lang) } },
    series: words.map((w) => ({ name: wordOf(w, lang), type: 'line', showSymbol: false, connectNulls: false, data: w.positions.map((p) => p.position) })),
  };
}

/**
 * A goods' places for its search words over the detail's window: a line per word and, under it,
 * each word's searchers and last place, marked as seen on Ozon or estimated from units sold.
 */
export function GoodsPositions({ goodsId }: { goodsId: number }) {
  const { t } = useTranslation('analytics');
  const http = useHttp();
  const lang = useLang();
  const { state } = useViewState({ sort: '', sorts: NO_KEYS, filterKeys: NO_KEYS, windows: DETAIL_WINDOWS });
  const input = { goodsId, lang, ...(state.from && state.to ? { from: state.from, to: state.to } : { days: state.days }) };
  const q = useQuery({
    queryKey: ['analytics', 'goods-positions', input],
    queryFn: async () => http.call((await loadWorkbench()).goodsPositions, { query: input }, { verifyCode: false }),
    placeholderData: keepPreviousData,
  });
  const words = useMemo(() => (q.data?.code === 200 ? (q.data.data?.words ?? []) : []), [q.data]);
  const option = useMemo(() => positionsOption(words, lang), [words, lang]);
  if (!q.data) return q.isError ? null : <Skeleton active paragraph={{ rows: 4 }} />;
  // A refused window is explained by the detail above.
  if (q.data.code !== 200) return null;
  return (
    <Panel title={t('positions.title')} className="analytics-card">
      <div data-testid="goods-positions">
        {words.length ? (
          <>
            <Chart option={option} height={300} testId="goods-positions-chart" />
            <ul className="analytics-position-words">
              {words.map((w) => {
                const last = [...w.positions].reverse().find((p) => p.position !== null);
                return (
                  <li key={w.keywordId} data-testid="position-word" data-keyword-id={w.keywordId}>
                    <span className="analytics-position-word">{wordOf(w, lang)}</span>
                    <Tag color={w.source === 'observed' ? 'green' : 'default'}>{t(`positions.${w.source}`)}</Tag>
                    <span className="analytics-muted">
                      {last?.position
                        ? t(last.of ? 'positions.lastOf' : 'positions.last', { position: formatCount(last.position, lang), of: formatCount(last.of ?? 0, lang), day: last.day })
                        : t('positions.none')}
                      {' · '}
                      {t('positions.heat', { heat: formatCount(w.heat, lang) })}
                    </span>
                  </li>
                );
              })}
            </ul>
          </>
        ) : (
          <p className="analytics-muted">{t('positions.noWords')}</p>
        )}
      </div>
    </Panel>
  );
}
