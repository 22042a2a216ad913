import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { App, Button, Empty, InputNumber, Skeleton } from 'antd';
import type { SorterResult } from 'antd/es/table/interface';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { EXPLOSION, EXPLOSION_SORTS } from '@marketlens/core/constants';
import type { workbench } from '@marketlens/core/contract';
import { useHttp } from '../../lib/http';
import { useLang, useLocalize } from '../../lib/lang';
import { CategoryPicker } from './category-picker';
import { loadWorkbench } from './contract';
import { downloadText, toCsv } from './csv';
import { HonestNote } from './honest-note';
import { formatCount } from '../../components/workbench/numbers';
import { EmptyState, ErrorState, RefusedState } from '../../components/workbench/states';
import { PAGE_SIZES } from './url-state';
import { LazyTable } from '../../components/workbench/lazy-table';
import { CheckLine, HISTORY, positiveInt, Rule, type ExplosionSort } from './explosion-parts';
import { useExplosionColumns } from './explosion-columns';

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
  const sort: ExplosionSort = (EXPLOSION_SORTS as readonly string[]).includes(sortRaw) ? (sortRaw as ExplosionSort) : 'ratio';
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
      downloadText(`marketlens-explosion-${res.data.check.day}-${checkId}.csv`, toCsv(header, res.data.list.map((row, index) => columns.csv.map((c) => c.value(row, index)))));
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
