import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { App, Button, Descriptions, Empty, InputNumber, Skeleton, Space, Tag, Tooltip } from 'antd';
import type { ColumnsType, SorterResult } from 'antd/es/table/interface';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { EXPLOSION, EXPLOSION_SORTS } from '@marketlens/core/constants';
import type { workbench } from '@marketlens/core/contract';
import { formatMoment } from '@marketlens/core/format';
import { useHttp } from '../../lib/http';
import { useLang, useLocalize } from '../../lib/lang';
import { CategoryPicker } from './category-picker';
import { Chart } from '../../components/workbench/chart';
import { loadWorkbench } from './contract';
import { downloadText, toCsv } from './csv';
import { HonestNote } from './honest-note';
import { formatCount, formatRub, formatScore } from '../../components/workbench/numbers';
import { EmptyState, ErrorState, RefusedState } from '../../components/workbench/states';
import { PAGE_SIZES } from './url-state';
import { LazyTable } from '../../components/workbench/lazy-table';
import { Panel } from '../../components/panel';

type Sort = (typeof EXPLOSION_SORTS)[number];
const OZON_PRODUCT = 'https://www.ozon.ru/product/';
const DATA_LIST = '/ExplosionDetection/dataList';
const DETAILS = '/ExplosionDetection/details';
const HISTORY = '/ExplosionDetection/historyList';

/** 1688's search-by-image page for a goods picture. */
function sourceUrl(imageUrl: string): string {
  const url = new URL('https://s.1688.com/youyuan/index.htm');
  url.searchParams.set('tab', 'imageSearch');
  url.searchParams.set('imageAddress', imageUrl);
  return url.toString();
}

const positiveInt = (raw: string | null) => {
  const n = Number(raw);
  return raw !== null && Number.isInteger(n) && n > 0 ? n : undefined;
};

/** A check's parameters in one line. */
function CheckLine({ check }: { check: workbench.ExplosionCheck }) {
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

function Rule({ multiple = EXPLOSION.multiple, minDaily = EXPLOSION.minDaily }: { multiple?: number; minDaily?: number }) {
  const { t } = useTranslation('analytics');
  return (
    <p className="analytics-muted" data-testid="explosion-rule">
      {t('explosion.rule', { recent: EXPLOSION.recentDays, baseline: EXPLOSION.baselineDays, multiple, minDaily, span: EXPLOSION.recentDays + EXPLOSION.baselineDays })}
    </p>
  );
}

/** The multiple of a case: recent ÷ median, or "from zero" when the median is 0. */
function RatioCell({ row }: { row: workbench.ExplosionRow }) {
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

/**
 * /ExplosionDetection/dataList: run a check for a category (multiple and volume adjustable); the
 * URL holds the check, its sort and page, so a result can be shared with its history and reloaded.
 */
export function ExplosionData() {
  const { t } = useTranslation('analytics');
  const { message } = App.useApp();
  const http = useHttp();
  const lang = useLang();
  const localize = useLocalize();
  const [params, setParams] = useSearchParams();
  const checkId = positiveInt(params.get('checkId'));
  const sortRaw = params.get('sort') ?? '';
  const sort: Sort = (EXPLOSION_SORTS as readonly string[]).includes(sortRaw) ? (sortRaw as Sort) : 'ratio';
  const order = params.get('order') === 'asc' ? 'asc' : 'desc';
  const page = positiveInt(params.get('page')) ?? 1;
  const sizeRaw = Number(params.get('size'));
  const size = (PAGE_SIZES as readonly number[]).includes(sizeRaw) ? sizeRaw : PAGE_SIZES[0];
  const [typeId, setTypeId] = useState<number | undefined>(positiveInt(params.get('typeId')));
  const [multiple, setMultiple] = useState<number>(EXPLOSION.multiple);
  const [minDaily, setMinDaily] = useState<number>(EXPLOSION.minDaily);
  const [running, setRunning] = useState(false);
  const [exporting, setExporting] = useState(false);

  const setView = (change: Record<string, string | number | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(change)) {
      if (v === undefined) next.delete(k);
      else next.set(k, String(v));
    }
    setParams(next, { preventScrollReset: true });
  };

  const input = { checkId: checkId ?? 0, sort, order, pageNum: page, pageSize: size, lang } as const;
  const q = useQuery({
    queryKey: ['analytics', 'explosion-list', input],
    queryFn: async () => http.call((await loadWorkbench()).explosionList, { query: input }, { verifyCode: false }),
    enabled: checkId !== undefined,
    placeholderData: keepPreviousData,
  });

  const run = async () => {
    setRunning(true);
    try {
      const res = await http.call((await loadWorkbench()).explosionCheck, { body: { typeId, multiple, minDaily, lang } }, { verifyCode: false });
      if (res.code !== 200 || !res.data) {
        void message.warning(res.message ?? t('states.error'));
        return;
      }
      void message.success(t('explosion.checkRun', { count: res.data.check.found }));
      setParams(new URLSearchParams({ checkId: String(res.data.check.checkId), ...(typeId === undefined ? {} : { typeId: String(typeId) }) }), { preventScrollReset: true });
    } catch {
      void message.error(t('states.error'));
    } finally {
      setRunning(false);
    }
  };

  const columns = useExplosionColumns(sort, order, page, size);

  const onExport = async () => {
    if (checkId === undefined) return;
    setExporting(true);
    try {
      const res = await http.call((await loadWorkbench()).explosionExport, { query: { checkId, sort, order, lang } }, { verifyCode: false });
      if (res.code !== 200 || !res.data) {
        void message.warning(res.message ?? t('states.error'));
        return;
      }
      const header = columns.csv.map((c) => c.title);
      downloadText(`marketlens-explosion-${res.data.check.day}-${checkId}.csv`, toCsv(header, res.data.list.map((row) => columns.csv.map((c) => c.value(row)))));
      const left = res.data.exportsLeft;
      void message.success([t('frame.exported', { count: res.data.list.length }), left === null ? '' : t('frame.exportsLeft', { count: left })].filter(Boolean).join(' · '));
    } catch {
      void message.error(t('states.error'));
    } finally {
      setExporting(false);
    }
  };

  const answer = q.data;
  const data = answer?.code === 200 ? answer.data : undefined;
  let body;
  if (checkId === undefined) body = <Empty description={t('explosion.intro')} data-testid="explosion-intro" />;
  else if (q.isError) body = <ErrorState onRetry={() => void q.refetch()} />;
  else if (!answer) body = <Skeleton active paragraph={{ rows: 10 }} data-testid="analytics-loading" />;
  else if (answer.code !== 200) body = <RefusedState refused={{ code: answer.code, message: answer.message ?? '' }} />;
  else if (!data?.list.length) body = <EmptyState />;
  else
    body = (
      <LazyTable<workbench.ExplosionRow>
        className="analytics-table"
        data-testid="analytics-table"
        rowKey={(r) => r.goods.goodsId}
        columns={columns.table}
        dataSource={data.list}
        loading={q.isFetching}
        size="middle"
        scroll={{ x: 'max-content' }}
        pagination={{
          current: page,
          pageSize: size,
          total: data.total,
          pageSizeOptions: PAGE_SIZES.map(String),
          showSizeChanger: true,
          showTotal: (total) => t('frame.total', { count: total, formatted: formatCount(total, lang) }),
        }}
        onChange={(pagination, _filters, sorter) => {
          const s = (Array.isArray(sorter) ? sorter[0] : sorter) as SorterResult<workbench.ExplosionRow> | undefined;
          const key = typeof s?.columnKey === 'string' && s.order ? s.columnKey : undefined;
          const nextSort = key ?? 'ratio';
          const nextOrder = key ? (s?.order === 'ascend' ? 'asc' : 'desc') : 'desc';
          if (nextSort !== sort || nextOrder !== order) setView({ sort: nextSort, order: nextOrder, page: undefined });
          else setView({ page: (pagination.current ?? 1) > 1 ? pagination.current : undefined, size: (pagination.pageSize ?? size) === PAGE_SIZES[0] ? undefined : pagination.pageSize });
        }}
      />
    );

  return (
    <section className="analytics-frame" data-testid="explosion-data">
      <div className="analytics-controls">
        <CategoryPicker value={typeId} onChange={setTypeId} />
        <label className="analytics-field">
          <span>{t('explosion.multiple')}</span>
          <InputNumber min={1.5} max={EXPLOSION.maxMultiple} step={0.5} value={multiple} onChange={(v) => setMultiple(v ?? EXPLOSION.multiple)} data-testid="explosion-multiple" />
        </label>
        <label className="analytics-field">
          <span>{t('explosion.minDaily')}</span>
          <InputNumber min={1} max={EXPLOSION.maxMinDaily} precision={0} value={minDaily} onChange={(v) => setMinDaily(v ?? EXPLOSION.minDaily)} data-testid="explosion-min-daily" />
        </label>
        <Button type="primary" loading={running} onClick={() => void run()} data-testid="explosion-run">
          {running ? t('explosion.running') : t('explosion.run')}
        </Button>
        <Button onClick={() => void onExport()} loading={exporting} disabled={!data?.list.length} data-testid="export-csv">
          {t('frame.export')}
        </Button>
        <Link to={localize(HISTORY)} data-testid="explosion-history-link">
          {t('explosion.history')}
        </Link>
      </div>
      <Rule multiple={data?.check.multiple ?? multiple} minDaily={data?.check.minDaily ?? minDaily} />
      {data ? <CheckLine check={data.check} /> : null}
      {data ? <HonestNote meta={data.meta} /> : null}
      {body}
    </section>
  );
}

/** The columns of a check's results, for the table and the export alike. */
function useExplosionColumns(sort: Sort, order: 'asc' | 'desc', page: number, size: number) {
  const { t } = useTranslation('analytics');
  const lang = useLang();
  const localize = useLocalize();
  const [params] = useSearchParams();
  const checkId = params.get('checkId') ?? '';
  return useMemo(() => {
    const sorted = (key: Sort) => ({
      key,
      sorter: true,
      sortDirections: ['descend', 'ascend'] as ('descend' | 'ascend')[],
      sortOrder: key === sort ? (order === 'asc' ? ('ascend' as const) : ('descend' as const)) : null,
    });
    const table: ColumnsType<workbench.ExplosionRow> = [
      { key: 'rank', title: t('columns.rank'), width: 56, render: (_v, _r, i) => (page - 1) * size + i + 1 },
      {
        key: 'goods',
        title: t('columns.goods'),
        render: (_v, r) => (
          <div className="analytics-goods">
            <img className="analytics-thumb" src={r.goods.thumbUrl} alt="" width={40} height={40} loading="lazy" decoding="async" />
            <div>
              <Link to={localize(`${DETAILS}?checkId=${checkId}&goodsId=${r.goods.goodsId}`)} className="analytics-goods-title" data-testid="explosion-case-link">
                {r.goods.title}
              </Link>
              <div className="analytics-muted analytics-id-line">{r.goods.goodsId}</div>
            </div>
          </div>
        ),
      },
      { ...sorted('ratio'), title: t('explosion.ratio'), align: 'right', render: (_v, r) => <RatioCell row={r} /> },
      { ...sorted('recent'), title: <Tooltip title={t('explosion.tipRecent')}><span className="analytics-tip">{t('explosion.recent')}</span></Tooltip>, align: 'right', render: (_v, r) => formatScore(r.recent, lang) },
      { ...sorted('median'), title: <Tooltip title={t('explosion.tipMedian')}><span className="analytics-tip">{t('explosion.median')}</span></Tooltip>, align: 'right', responsive: ['md'], render: (_v, r) => formatScore(r.median, lang) },
      { ...sorted('sales'), title: t('explosion.sales'), align: 'right', responsive: ['md'], render: (_v, r) => formatCount(r.sales, lang) },
      { ...sorted('price'), title: t('columns.price'), align: 'right', responsive: ['md'], render: (_v, r) => formatRub(r.goods.price, lang, 'price') },
      { key: 'category', title: t('columns.category'), responsive: ['md'], render: (_v, r) => r.goods.subTypeName },
      { key: 'shop', title: t('columns.shop'), responsive: ['xl'], render: (_v, r) => r.goods.shopName },
    ];
    const csv: { title: string; value: (r: workbench.ExplosionRow) => string | number | null }[] = [
      { title: t('columns.goods'), value: (r) => r.goods.title },
      { title: 'ID', value: (r) => r.goods.goodsId },
      { title: t('explosion.ratio'), value: (r) => r.ratio },
      { title: t('explosion.recent'), value: (r) => r.recent },
      { title: t('explosion.median'), value: (r) => r.median },
      { title: t('explosion.sales'), value: (r) => r.sales },
      { title: t('columns.price'), value: (r) => r.goods.price / 100 },
      { title: t('columns.category'), value: (r) => r.goods.subTypeName },
      { title: t('columns.shop'), value: (r) => r.goods.shopName },
    ];
    return { table, csv };
  }, [t, lang, localize, checkId, sort, order, page, size]);
}

/** /ExplosionDetection/details: one case of a check, its daily units against its own median and the threshold. */
export function ExplosionDetails() {
  const { t } = useTranslation('analytics');
  const http = useHttp();
  const lang = useLang();
  const localize = useLocalize();
  const [params] = useSearchParams();
  const checkId = positiveInt(params.get('checkId'));
  const goodsId = positiveInt(params.get('goodsId'));
  const input = { checkId: checkId ?? 0, goodsId: goodsId ?? 0, lang };
  const q = useQuery({
    queryKey: ['analytics', 'explosion-detail', input],
    queryFn: async () => http.call((await loadWorkbench()).explosionDetail, { query: input }, { verifyCode: false }),
    enabled: checkId !== undefined && goodsId !== undefined,
  });
  const data = q.data?.code === 200 ? q.data.data : undefined;
  const option = useMemo(() => {
    if (!data) return undefined;
    const days = data.series.map((p) => p.day);
    return {
      tooltip: { trigger: 'axis' },
      legend: { bottom: 0 },
      animationDuration: 400,
      grid: { left: 8, right: 8, top: 16, bottom: 56, containLabel: true },
      xAxis: { type: 'category', data: days },
      yAxis: { type: 'value', axisLabel: { formatter: (v: number) => formatCount(v, lang) } },
      series: [
        {
          name: t('explosion.chartSales'),
          type: 'bar',
          data: data.series.map((p) => ({ value: p.sales, itemStyle: { color: p.recent ? '#f5222d' : '#5b8ff9' } })),
        },
        { name: t('explosion.chartMedian'), type: 'line', showSymbol: false, data: data.series.map(() => data.row.median) },
        { name: t('explosion.chartThreshold', { multiple: data.check.multiple }), type: 'line', showSymbol: false, lineStyle: { type: 'dashed' }, data: data.series.map(() => data.row.median * data.check.multiple) },
      ],
    };
  }, [data, t, lang]);

  if (checkId === undefined || goodsId === undefined)
    return (
      <Empty description={t('explosion.noCase')}>
        <Link to={localize(HISTORY)}>{t('explosion.history')}</Link>
      </Empty>
    );
  if (q.isError) return <ErrorState onRetry={() => void q.refetch()} />;
  if (!q.data) return <Skeleton active paragraph={{ rows: 10 }} data-testid="analytics-loading" />;
  if (q.data.code !== 200 || !data) return <RefusedState refused={{ code: q.data.code, message: q.data.message ?? '' }} />;
  const g = data.row.goods;
  return (
    <section className="analytics-frame" data-testid="explosion-details">
      <div className="analytics-detail-head">
        <img className="analytics-detail-img" src={g.thumbUrl} alt="" width={120} height={120} />
        <div>
          <h2 className="analytics-detail-title">{g.title}</h2>
          <p className="analytics-muted">
            {g.goodsId} · {g.subTypeName} · {g.shopName} · {g.brandName}
          </p>
          <Space wrap>
            <RatioCell row={data.row} />
            <Button type="primary" href={localize(`/workbench/goods/detail?goodsId=${g.goodsId}`)} data-testid="explosion-goods-link">
              {t('explosion.goodsView')}
            </Button>
            <Button href={`${OZON_PRODUCT}${g.goodsId}/`} target="_blank" rel="noopener noreferrer" data-testid="explosion-ozon">
              {t('explosion.ozon')}
            </Button>
            <Button href={sourceUrl(g.thumbUrl)} target="_blank" rel="noopener noreferrer" data-testid="explosion-1688">
              {t('explosion.source1688')}
            </Button>
            <Link to={localize(`${DATA_LIST}?checkId=${data.check.checkId}`)}>{t('explosion.backToList')}</Link>
          </Space>
        </div>
      </div>
      <CheckLine check={data.check} />
      <HonestNote meta={data.meta} rows={false} />
      <Descriptions size="small" column={{ xs: 1, md: 4 }} bordered>
        <Descriptions.Item label={t('explosion.recent')}>{formatScore(data.row.recent, lang)}</Descriptions.Item>
        <Descriptions.Item label={t('explosion.median')}>{formatScore(data.row.median, lang)}</Descriptions.Item>
        <Descriptions.Item label={t('explosion.sales')}>{formatCount(data.row.sales, lang)}</Descriptions.Item>
        <Descriptions.Item label={t('columns.price')}>{formatRub(g.price, lang, 'price')}</Descriptions.Item>
      </Descriptions>
      <Panel className="analytics-card">{option ? <Chart option={option} height={360} testId="explosion-chart" /> : null}</Panel>
    </section>
  );
}

/** /ExplosionDetection/historyList: the member's checks, newest first; each reopens its results. */
export function ExplosionHistory() {
  const { t } = useTranslation('analytics');
  const http = useHttp();
  const lang = useLang();
  const localize = useLocalize();
  const [params, setParams] = useSearchParams();
  const page = positiveInt(params.get('page')) ?? 1;
  const input = { pageNum: page, pageSize: 20, lang };
  const q = useQuery({
    queryKey: ['analytics', 'explosion-history', input],
    queryFn: async () => http.call((await loadWorkbench()).explosionHistory, { query: input }, { verifyCode: false }),
    placeholderData: keepPreviousData,
  });
  const open = (c: workbench.ExplosionCheck) => localize(`${DATA_LIST}?checkId=${c.checkId}${c.typeId === null ? '' : `&typeId=${c.typeId}`}`);
  const columns: ColumnsType<workbench.ExplosionCheck> = [
    { key: 'createdAt', title: t('explosion.createdAt'), render: (_v, c) => formatMoment(c.createdAt, lang) },
    {
      key: 'params',
      title: t('explosion.params'),
      render: (_v, c) => (
        <span>{t('explosion.paramsLine', { day: c.day, scope: c.typeName || t('explosion.wholeMarket'), multiple: formatScore(c.multiple, lang), minDaily: formatCount(c.minDaily, lang) })}</span>
      ),
    },
    { key: 'found', title: t('explosion.found'), align: 'right', render: (_v, c) => formatCount(c.found, lang) },
    {
      key: 'open',
      title: '',
      render: (_v, c) => (
        <Link to={open(c)} data-testid="explosion-open">
          {t('explosion.open')}
        </Link>
      ),
    },
  ];
  const answer = q.data;
  const data = answer?.code === 200 ? answer.data : undefined;
  let body;
  if (q.isError) body = <ErrorState onRetry={() => void q.refetch()} />;
  else if (!answer) body = <Skeleton active paragraph={{ rows: 6 }} data-testid="analytics-loading" />;
  else if (answer.code !== 200) body = <RefusedState refused={{ code: answer.code, message: answer.message ?? '' }} />;
  else if (!data?.list.length)
    body = (
      <Empty description={t('explosion.emptyHistory')} data-testid="explosion-history-empty">
        <Link to={localize(DATA_LIST)}>{t('explosion.newCheck')}</Link>
      </Empty>
    );
  else
    body = (
      <LazyTable<workbench.ExplosionCheck>
        className="analytics-table"
        data-testid="explosion-history"
        rowKey={(c) => c.checkId}
        columns={columns}
        dataSource={data.list}
        loading={q.isFetching}
        size="middle"
        scroll={{ x: 'max-content' }}
        pagination={{ current: page, pageSize: 20, total: data.total, showSizeChanger: false }}
        onChange={(p) => setParams(p.current && p.current > 1 ? new URLSearchParams({ page: String(p.current) }) : new URLSearchParams(), { preventScrollReset: true })}
      />
    );
  return (
    <section className="analytics-frame">
      <div className="analytics-controls">
        <Button type="primary" href={localize(DATA_LIST)}>
          {t('explosion.newCheck')}
        </Button>
      </div>
      <Rule />
      {body}
    </section>
  );
}
