import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { App, Button, Checkbox, Input, Popover, Segmented, Skeleton, Tooltip } from 'antd';
import type { ColumnsType, SorterResult } from 'antd/es/table/interface';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { workbench } from '@marketlens/core/contract';
import { useHttp } from '../../lib/http';
import { useDefaultCategory, WholeMarketButton } from '../categories/list-scope';
import { useLang } from '../../lib/lang';
import { CategoryPicker } from './category-picker';
import { usePrefetchTopCategories, useTopCategories } from './category-queries';
import { downloadText, toCsv } from './csv';
import { HonestNote } from './honest-note';
import { CNY_SIGN, formatCny, formatCount, RUB_SIGN } from '../../components/workbench/numbers';
import { EmptyState, ErrorState, RefusedState } from '../../components/workbench/states';
import { PAGE_SIZES, useViewState } from './url-state';
import { WindowPicker } from './window-picker';
import { FilterBar } from './range-filters';
import { ChoiceFilters, choiceKeysOf } from './choice-filters';
import { SavedFilterSets } from './saved-filter-sets';
import { PhoneFilters } from './phone-filters';
import { callInput, filtersOf, stateOf } from './filter-state';
import { LazyTable } from '../../components/workbench/lazy-table';
import type { ColumnSpec, ListFrameProps } from './list-spec';

export type { ColumnSpec, ExportAnswer, ListFrameProps, ListInput, PageAnswer } from './list-spec';
export type { FilterSpec } from './range-filters';

const loadRates = () => import('@marketlens/core/contract').then((m) => m.rates);

/** Saves an export as an XLSX workbook; the writer loads only when a member asks for one. */
async function downloadXlsx(fileName: string, header: string[], rows: (string | number | null)[][]): Promise<void> {
  const [{ default: writeXlsxFile }, { downloadBlob }] = await Promise.all([import('write-excel-file/browser'), import('@marketlens/ui/download')]);
  const data = [header.map((value) => ({ value, fontWeight: 'bold' as const })), ...rows.map((row) => row.map((value) => (value === null ? null : { value })))];
  downloadBlob(fileName, await writeXlsxFile(data, { stickyRowsCount: 1 }).toBlob());
}



/**
 * The shared frame of every workbench list: category, window and filters, server-side sorting and
 * paging, CSV export of what the filters select, the honest-numbers note, and the designed empty,
 * loading, error and refused states. The whole state lives in the URL.
 */
export function ListFrame<Row extends object>(props: ListFrameProps<Row>) {
  const { t } = useTranslation('analytics');
  const { message } = App.useApp();
  const http = useHttp();
  const lang = useLang();
  const filterKeys = props.filters.flatMap((f) => [f.min, f.max]);
  const choices = props.choices ?? [];
  const { state: urlState, update } = useViewState({ sort: props.defaultSort, sorts: props.sorts, filterKeys, choiceKeys: choiceKeysOf(choices) });
  const [formKey, appliedByForm] = useFilterFormKey(JSON.stringify(urlState.filters));
  // Asked for now, not after the queries below (a member's page on the server waits for each in turn).
  usePrefetchTopCategories();
  // Without a category in the URL the list opens on the member's first bound one (the whole market is `typeId=all`).
  const fallback = useDefaultCategory();
  const state = urlState.typeId === undefined && !urlState.market ? { ...urlState, typeId: fallback.typeId } : urlState;
  const input = callInput(state, props.filters, choices, lang, props.fixed);
  const pageInput = { ...input, pageNum: state.page, pageSize: state.size };
  const q = useQuery({
    queryKey: ['analytics', props.page, pageInput],
    queryFn: () => props.fetchPage(http, pageInput),
    placeholderData: keepPreviousData,
    enabled: urlState.typeId !== undefined || urlState.market || fallback.ready,
  });
  // The last meta received stays while the next answer loads (the window picker needs its limits).
  const latestMeta = q.data?.data?.meta;
  const [meta, setMeta] = useState<workbench.ListMeta | undefined>(latestMeta);
  if (latestMeta && latestMeta !== meta) setMeta(latestMeta);
  const top = useTopCategories();
  const categoryName = (id: number) => top.data?.data?.find((c) => c.typeId === id)?.typeName ?? String(id);
  const [exporting, setExporting] = useState<'csv' | 'xlsx' | null>(null);

  // The day's CBR rate, asked for once the ¥ toggle is on (the same rates the pricing tools use).
  const cny = state.currency === 'cny';
  const rates = useQuery({
    queryKey: ['pricing', 'rates'],
    enabled: cny,
    staleTime: 3_600_000,
    queryFn: async () => (await http.call((await loadRates()).latestRates, undefined, { verifyCode: false })).data,
  });
  const rubPerCny = cny ? rates.data?.rates.CNY : undefined;

  // The rank and the name column always stay; the member hides any other.
  const nameKey = props.columns.find((c) => c.key !== 'rank')?.key;
  const locked = (key: string) => key === 'rank' || key === nameKey;
  const exported = props.columns.filter((c) => c.exportOnly || locked(c.key) || !state.hidden.includes(c.key));
  const visible = exported.filter((c) => !c.exportOnly);
  const titleOf = (c: ColumnSpec<Row>) => (c.money && rubPerCny ? `${c.title}, ${CNY_SIGN}` : c.title);
  const cellOf = (c: ColumnSpec<Row>, row: Row, index: number) => (c.money && rubPerCny ? Math.round(c.money(row) / rubPerCny) / 100 : c.csv(row, index));

  const onExport = async (kind: 'csv' | 'xlsx') => {
    setExporting(kind);
    try {
      const res = await props.fetchExport(http, input);
      if (res.code !== 200 || !res.data) {
        void message.warning(res.message ?? t('states.error'));
        return;
      }
      const header = exported.map(titleOf);
      const body = res.data.list.map((row, index) => exported.map((c) => cellOf(c, row, index)));
      const name = `marketlens-${props.page}-${res.data.meta.latestDay}`;
      if (kind === 'csv') downloadText(`${name}.csv`, toCsv(header, body));
      else await downloadXlsx(`${name}.xlsx`, header, body);
      const left = res.data.exportsLeft;
      void message.success([t('frame.exported', { count: res.data.list.length }), left === null ? '' : t('frame.exportsLeft', { count: left })].filter(Boolean).join(' · '));
    } catch {
      void message.error(t('states.error'));
    } finally {
      setExporting(null);
    }
  };

  const columns: ColumnsType<Row> = visible.map((c) => ({
    key: c.sortKey ?? c.key,
    dataIndex: c.key,
    title: c.tip ? (
      <Tooltip title={c.tip}>
        <span className="analytics-tip">{c.title}</span>
      </Tooltip>
    ) : (
      c.title
    ),
    align: c.align,
    width: c.width,
    responsive: c.phone ? undefined : c.wide ? ['xl'] : ['md'],
    // Outside the bound categories the list is a fixed preview: its columns do not sort.
    sorter: c.sortKey !== undefined && !meta?.scopeLimited,
    sortDirections: ['descend', 'ascend'],
    sortOrder: c.sortKey !== undefined && c.sortKey === state.sort ? (state.order === 'asc' ? 'ascend' : 'descend') : null,
    render: (_v: unknown, row: Row, index: number) => (c.money && rubPerCny ? formatCny(c.money(row), rubPerCny, lang) : c.render(row, (state.page - 1) * state.size + index)),
  }));

  const answer = q.data;
  const data = answer?.code === 200 ? answer.data : undefined;
  let body: ReactNode;
  if (q.isError) body = <ErrorState onRetry={() => void q.refetch()} />;
  else if (!answer) body = <Skeleton active paragraph={{ rows: 10 }} data-testid="analytics-loading" />;
  else if (answer.code !== 200) body = <RefusedState refused={{ code: answer.code, message: answer.message ?? '' }} />;
  else if (!data?.list.length) body = <EmptyState />;
  else
    body = (
      <LazyTable<Row>
        className="analytics-table"
        data-testid="analytics-table"
        rowKey={props.rowKey}
        columns={columns}
        dataSource={data.list}
        loading={q.isFetching}
        size="middle"
        scroll={{ x: 'max-content' }}
        pagination={{
          current: state.page,
          pageSize: state.size,
          total: data.total,
          pageSizeOptions: PAGE_SIZES.map(String),
          showSizeChanger: true,
          showTotal: (total) => t('frame.total', { count: total, formatted: formatCount(total, lang) }),
        }}
        onChange={(pagination, _filters, sorter) => {
          const s = (Array.isArray(sorter) ? sorter[0] : sorter) as SorterResult<Row> | undefined;
          const key = typeof s?.columnKey === 'string' && s.order ? s.columnKey : undefined;
          const sort = key ?? props.defaultSort;
          const order = key ? (s?.order === 'ascend' ? 'asc' : 'desc') : 'desc';
          if (sort !== state.sort || order !== state.order) update({ sort, order });
          else update({ page: pagination.current ?? 1, size: pagination.pageSize ?? state.size });
        }}
      />
    );

  return (
    <section className="analytics-frame" data-testid={props.testId}>
      <div className="analytics-controls">
        {props.search ? (
          <Input.Search
            key={state.name ?? ''}
            className="analytics-search"
            defaultValue={state.name}
            allowClear
            maxLength={60}
            placeholder={t('frame.searchName')}
            aria-label={t('frame.searchName')}
            data-testid="name-search"
            onSearch={(text) => update({ name: text.trim() || undefined })}
          />
        ) : null}
        <CategoryPicker value={state.typeId} onChange={(typeId) => update({ typeId, market: typeId === undefined })} />
        {fallback.typeId !== undefined && state.typeId !== undefined ? <WholeMarketButton onPick={() => update({ typeId: undefined, market: true })} /> : null}
        <WindowPicker
          days={state.days}
          from={state.from}
          to={state.to}
          latestDay={meta?.latestDay}
          historyDays={meta?.historyDays}
          onChange={(change) => update(change)}
        />
        {props.columns.some((c) => c.money) ? (
          <Tooltip title={rubPerCny && rates.data ? t('frame.rate', { day: rates.data.asOf, rate: rubPerCny.toFixed(4) }) : undefined}>
            <Segmented
              aria-label={t('frame.currency')}
              data-testid="currency-toggle"
              value={cny ? 'cny' : 'rub'}
              options={[
                { value: 'rub', label: RUB_SIGN },
                { value: 'cny', label: CNY_SIGN },
              ]}
              onChange={(v) => update({ currency: v === 'cny' ? 'cny' : 'rub' })}
            />
          </Tooltip>
        ) : null}
        <Popover
          trigger="click"
          placement="bottomRight"
          title={t('frame.columnsHint')}
          content={
            <div className="analytics-columns" data-testid="column-list">
              {props.columns.filter((c) => !c.exportOnly).map((c) => (
                <Checkbox
                  key={c.key}
                  checked={locked(c.key) || !state.hidden.includes(c.key)}
                  disabled={locked(c.key)}
                  data-testid={`column-${c.key}`}
                  onChange={(e) => update({ hidden: e.target.checked ? state.hidden.filter((k) => k !== c.key) : [...state.hidden, c.key] })}
                >
                  {c.title}
                </Checkbox>
              ))}
            </div>
          }
        >
          <Button data-testid="column-chooser">{t('frame.columns')}</Button>
        </Popover>
        <Button onClick={() => void onExport('csv')} loading={exporting === 'csv'} disabled={!data?.list.length || exporting !== null} data-testid="export-csv">
          {t('frame.export')}
        </Button>
        <Button onClick={() => void onExport('xlsx')} loading={exporting === 'xlsx'} disabled={!data?.list.length || exporting !== null} data-testid="export-xlsx">
          {t('frame.exportXlsx')}
        </Button>
      </div>
      {cny && (rates.isError || (rates.isSuccess && !rubPerCny)) ? <p className="analytics-muted">{t('frame.rateMissing')}</p> : null}
      {props.savedSets ? <SavedFilterSets current={filtersOf(input, props.filters, choices)} onApply={(saved) => update(stateOf(saved, props.filters, choices))} /> : null}
      <PhoneFilters empty={!choices.length && !props.filters.length} active={[...Object.values(state.choices), ...Object.values(state.filters)].filter((v) => v !== undefined).length}>
        <ChoiceFilters choices={choices} values={state.choices} typeId={state.typeId} onChange={(change) => update({ choices: change })} />
        <FilterBar
          key={formKey}
          filters={props.filters}
          values={state.filters}
          lang={lang}
          onApply={(filters) => appliedByForm(JSON.stringify(update({ filters }).filters))}
        />
      </PhoneFilters>
      {meta && answer?.code === 200 ? <HonestNote meta={meta} onPickCategory={(typeId) => update({ typeId })} categoryName={categoryName} /> : null}
      {body}
    </section>
  );
}

/**
 * The filter form's key: a new form when the address's filters change from elsewhere (back, a saved
 * set), the same form when they become what the form itself applied (the key of the filters its apply
 * put in the address), so that what is typed into it while the list catches up stays where it was typed.
 */
function useFilterFormKey(filtersKey: string): [number, (applied: string) => void] {
  const [seen, setSeen] = useState(filtersKey);
  const [formKey, setFormKey] = useState(0);
  const [applied, setApplied] = useState<string | null>(null);
  if (seen !== filtersKey) {
    setSeen(filtersKey);
    setApplied(null);
    if (filtersKey !== applied) setFormKey(formKey + 1);
  }
  return [formKey, setApplied];
}
