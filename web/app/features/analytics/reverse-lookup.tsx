import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Button, Empty, Input, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { workbench } from '@marketlens/core/contract';
import { useHttp } from '../../lib/http';
import { useLang, useLocalize } from '../../lib/lang';
import { loadWorkbench } from './contract';
import { HonestNote } from './honest-note';
import { detailPath } from './lists';
import { formatCount, formatRub, formatTimes } from '../../components/workbench/numbers';
import { ErrorState, RefusedState } from '../../components/workbench/states';
import { useViewState } from './url-state';
import { WindowPicker } from './window-picker';
import { LazyTable } from '../../components/workbench/lazy-table';
import { Panel } from '../../components/panel';
import { Translated } from '../../components/workbench/translated';
import { useReverseExport } from './reverse-export';

const NO_KEYS: readonly string[] = [];
/** Mirrors the contract's REVERSE_MAX_GOODS (the page does not load the contract's schemas up front). */
const MAX_GOODS = 20;

/** Goods ids typed by the member: digits separated by commas, spaces or line breaks; distinct, at most 20. */
export function parseGoodsIds(text: string): number[] {
  const ids = text
    .split(/[\s,，;]+/)
    .filter((part) => /^\d{1,10}$/.test(part))
    .map(Number)
    .filter((n) => n > 0 && n <= 2_147_483_647);
  return [...new Set(ids)].slice(0, MAX_GOODS);
}

/** Keyword reverse lookup: for up to 20 goods ids, the search words each ranks for and its organic position by units sold. */
export function ReverseLookup() {
  const { t } = useTranslation('analytics');
  const http = useHttp();
  const lang = useLang();
  const localize = useLocalize();
  const [params, setParams] = useSearchParams();
  const ids = parseGoodsIds(params.get('ids') ?? '');
  const [draft, setDraft] = useState(ids.join(', '));
  const { state, update } = useViewState({ sort: '', sorts: NO_KEYS, filterKeys: NO_KEYS });
  const input = { goodsIds: ids.join(','), lang, ...(state.from && state.to ? { from: state.from, to: state.to } : { days: state.days }) };
  const q = useQuery({
    queryKey: ['analytics', 'keyword-reverse', input],
    queryFn: async () => http.call((await loadWorkbench()).keywordReverse, { query: input }, { verifyCode: false }),
    enabled: ids.length > 0,
    placeholderData: keepPreviousData,
  });
  const submit = () => {
    const next = new URLSearchParams(params);
    const parsed = parseGoodsIds(draft);
    if (parsed.length) next.set('ids', parsed.join(','));
    else next.delete('ids');
    setDraft(parsed.join(', '));
    setParams(next, { preventScrollReset: true });
  };
  const data = q.data?.code === 200 ? q.data.data : undefined;
  const exporter = useReverseExport(input);
  const noData = t('honest.noData');

  let body;
  if (!ids.length) body = <Empty description={t('reverse.hint', { count: MAX_GOODS })} data-testid="reverse-empty" />;
  else if (q.isError) body = <ErrorState onRetry={() => void q.refetch()} />;
  else if (!q.data) body = <Skeleton active paragraph={{ rows: 8 }} data-testid="analytics-loading" />;
  else if (q.data.code !== 200) body = <RefusedState refused={{ code: q.data.code, message: q.data.message ?? '' }} />;
  else if (data) {
    body = (
      <>
        <HonestNote meta={data.meta} rows={false} dailyGoods />
        {data.missing.length ? <Alert type="warning" showIcon title={t('reverse.missing', { ids: data.missing.join(', ') })} data-testid="reverse-missing" /> : null}
        {data.list.map(({ goods, words }) => (
          <Panel
            key={goods.goodsId}
            className="analytics-card"
            data-testid="reverse-goods"
            title={
              <div className="analytics-goods">
                <img className="analytics-thumb" src={goods.thumbUrl} alt="" width={40} height={40} loading="lazy" />
                <Translated original={goods.title} translated={goods.titleTranslated}>
                  <Link to={localize(`/workbench/goods/detail?goodsId=${goods.goodsId}`)} className="analytics-goods-title" data-testid="goods-link">
                    {goods.titleTranslated ?? goods.title}
                  </Link>
                </Translated>
              </div>
            }
            extra={<span className="analytics-muted">{t('reverse.sales', { sales: formatCount(goods.sales, lang), price: formatRub(goods.price, lang, 'price') })}</span>}
          >
            {words.length ? (
              <LazyTable<workbench.ReverseWord>
                className="analytics-table"
                rowKey={(r) => r.keywordId}
                dataSource={words}
                pagination={false}
                size="small"
                scroll={{ x: 'max-content' }}
                columns={[
                  {
                    key: 'keyword',
                    title: t('columns.keyword'),
                    render: (_v, r) => (
                      <Translated original={r.keyword} translated={r.keywordTranslated}>
                        <Link to={localize(detailPath('keyword', r.keywordId))} className="analytics-word" data-testid="keyword-link">
                          {r.keywordTranslated ?? r.keyword}
                        </Link>
                      </Translated>
                    ),
                  },
                  { key: 'heat', title: t('columns.heat'), align: 'right', render: (_v, r) => formatCount(r.heat, lang) },
                  { key: 'growth', title: t('columns.growth'), align: 'right', responsive: ['md'], render: (_v, r) => formatTimes(r.growth, lang, noData) },
                  { key: 'position', title: t('reverse.position'), align: 'right', render: (_v, r) => t('reverse.positionOf', { position: r.position, count: r.competing }) },
                ]}
              />
            ) : (
              <p className="analytics-muted">{t('reverse.noWords')}</p>
            )}
          </Panel>
        ))}
      </>
    );
  }

  return (
    <section className="analytics-frame" data-testid="keyword-reverse">
      <form
        className="analytics-reverse-form"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <Input.TextArea
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          autoSize={{ minRows: 2, maxRows: 5 }}
          maxLength={400}
          placeholder={t('reverse.placeholder', { count: MAX_GOODS })}
          aria-label={t('reverse.placeholder', { count: MAX_GOODS })}
          data-testid="reverse-ids"
        />
        <Button type="primary" htmlType="submit" data-testid="reverse-submit">
          {t('reverse.submit')}
        </Button>
      </form>
      <div className="analytics-controls">
        <WindowPicker days={state.days} from={state.from} to={state.to} latestDay={data?.meta.latestDay} historyDays={data?.meta.historyDays} onChange={(c) => update(c)} />
        <Button onClick={() => void exporter.run()} loading={exporter.exporting} disabled={!data?.list.some((g) => g.words.length)} data-testid="export-csv">
          {t('frame.export')}
        </Button>
      </div>
      <p className="analytics-muted">{t('reverse.method')}</p>
      {body}
    </section>
  );
}
