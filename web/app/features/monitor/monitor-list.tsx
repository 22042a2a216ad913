import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Input, Popconfirm, Skeleton, Space, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MAX_TAG_LENGTH, MAX_TAGS, type MonitorKind } from '@marketlens/core/constants';
import type { monitor } from '@marketlens/core/contract';
import { useHttp } from '../../lib/http';
import { useLang, useLocalize } from '../../lib/lang';
import { detailPath } from '../../lib/workbench-paths';
import { formatCount, formatRub } from '../../components/workbench/numbers';
import { ErrorState, RefusedState } from '../../components/workbench/states';
import { loadMonitor } from './contract';
import { OwnGoodsPicker } from './own-goods-picker';
import { RULE_KEYS, tagsOf } from './monitor-rules';
import { Sparkline } from './sparkline';
import { LazyTable } from '../../components/workbench/lazy-table';

// The rule and tag dialogs (antd's form, switch and modal) load when a member opens one.
const RulesDialog = lazy(() => import('./monitor-dialogs').then((m) => ({ default: m.RulesDialog })));
const TagsDialog = lazy(() => import('./monitor-dialogs').then((m) => ({ default: m.TagsDialog })));

type Row = monitor.MonitorRow;
type Rules = monitor.MonitorRules;

/** Where a monitored item opens: its workbench detail view. */
export function monitorDetailPath(kind: MonitorKind, id: number): string {
  return detailPath(kind, id);
}

/** Relative change as a signed percentage, or null without a base. */
function change(from: number | null | undefined, to: number | null | undefined): number | null {
  if (from === null || from === undefined || to === null || to === undefined || from === 0) return null;
  return Math.round(((to - from) / from) * 1000) / 10;
}

function Change({ value, noData }: { value: number | null; noData: string }) {
  if (value === null) return <span className="analytics-muted">{noData}</span>;
  const cls = value > 0 ? 'monitor-up' : value < 0 ? 'monitor-down' : 'monitor-flat';
  return <span className={cls}>{`${value > 0 ? '+' : ''}${value}%`}</span>;
}

/** Change of units sold (or searchers), and for goods of the price when it moved. */
function Changes({ kind, from, to, noData }: { kind: MonitorKind; from: monitor.Figures | null; to: monitor.Figures | null; noData: string }) {
  const { t } = useTranslation('monitor');
  const sales = change(from?.sales, to?.sales);
  const price = kind === 'goods' ? change(from?.price, to?.price) : null;
  return (
    <div className="monitor-changes">
      <Change value={sales} noData={noData} />
      {price ? (
        <span className="monitor-price-change">
          {t('columns.price')} <Change value={price} noData={noData} />
        </span>
      ) : null}
    </div>
  );
}

/** The member's monitored items of one kind: add by id or link, filter by tag, figures, changes, sparkline, rules, tags, remove. */
export function MonitorList({ kind }: { kind: MonitorKind }) {
  const { t } = useTranslation('monitor');
  const http = useHttp();
  const lang = useLang();
  const localize = useLocalize();
  const client = useQueryClient();
  const { message } = App.useApp();
  const [tag, setTag] = useState<string | undefined>(undefined);
  const [target, setTarget] = useState('');
  const [newTags, setNewTags] = useState('');
  const [addError, setAddError] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<Row | null>(null);
  const [tagging, setTagging] = useState<Row | null>(null);
  const key = ['monitor', 'list', kind, tag ?? ''];
  const q = useQuery({
    queryKey: key,
    queryFn: async () => http.call((await loadMonitor()).list, { query: { kind, ...(tag ? { tag } : {}) } }, { verifyCode: false }),
  });
  const refresh = () => client.invalidateQueries({ queryKey: ['monitor', 'list', kind] });
  const noData = t('noData');
  const heat = kind === 'keyword';

  const onAdd = async () => {
    const tags = tagsOf(newTags);
    if (!target.trim()) return setAddError(t('codes.badTarget'));
    if (tags.length > MAX_TAGS || tags.some((x) => x.length > MAX_TAG_LENGTH)) return setAddError(t('add.tags'));
    setAdding(true);
    setAddError(null);
    try {
      const res = await http.call((await loadMonitor()).add, { body: { kind, target: target.trim(), tags } }, { verifyCode: false });
      if (res.code === 200) {
        setTarget('');
        setNewTags('');
        void message.success(t('add.added'));
        await refresh();
      } else setAddError(res.message ?? t('codes.badTarget'));
    } finally {
      setAdding(false);
    }
  };

  const onRemove = async (row: Row) => {
    const res = await http.call((await loadMonitor()).remove, { body: { id: row.id } }, { verifyCode: false });
    if (res.code === 200) {
      void message.success(t('actions.removed'));
      await refresh();
    } else void message.warning(res.message ?? '');
  };

  if (q.isError) return <ErrorState onRetry={() => void q.refetch()} />;
  if (!q.data) return <Skeleton active paragraph={{ rows: 8 }} data-testid="monitor-loading" />;
  if (q.data.code !== 200 || !q.data.data) return <RefusedState refused={{ code: q.data.code, message: q.data.message ?? '' }} />;
  const data = q.data.data;
  const full = data.used >= data.limit;

  const rulesSummary = (r: Rules) => {
    const parts = RULE_KEYS[kind]
      .filter((k) => r[k] !== undefined && r[k] !== false)
      .map((k) => t(`rules.summary.${k}`, { v: r[k] === true ? '' : String(r[k]) }));
    return parts.length ? parts.join(' · ') : t('rules.summaryNone');
  };

  const columns: ColumnsType<Row> = [
    {
      key: 'item',
      title: t('columns.item'),
      render: (_v, r) => (
        <div className="analytics-goods monitor-item">
          {r.thumbUrl ? <img className="analytics-thumb" src={r.thumbUrl} alt="" width={40} height={40} loading="lazy" /> : null}
          <div className="monitor-item-text">
            <Link to={localize(monitorDetailPath(kind, r.targetId))} className="analytics-goods-title" data-testid="monitor-item-link">
              {r.name}
            </Link>
            <div className="analytics-muted">
              {r.targetId}
              {r.tags.map((x) => (
                <Tag key={x} className="monitor-tag">
                  {x}
                </Tag>
              ))}
            </div>
          </div>
        </div>
      ),
    },
    ...(kind === 'goods'
      ? [{ key: 'price', title: t('columns.price'), align: 'right' as const, responsive: ['sm' as const], render: (_v: unknown, r: Row) => (r.current?.price == null ? noData : formatRub(r.current.price, lang, 'price')) }]
      : []),
    {
      key: 'sales',
      title: t(heat ? 'columns.heat' : 'columns.sales'),
      align: 'right',
      render: (_v, r) => (r.current ? formatCount(r.current.sales, lang) : noData),
    },
    { key: 'rank', title: t('columns.rank'), align: 'right', responsive: ['lg'], render: (_v, r) => (r.current?.rank == null ? noData : `#${r.current.rank}`) },
    {
      key: 'yesterday',
      title: t('columns.sinceYesterday'),
      align: 'right',
      render: (_v, r) => <Changes kind={kind} from={r.yesterday} to={r.current} noData={noData} />,
    },
    {
      key: 'added',
      title: t('columns.sinceAdded'),
      align: 'right',
      responsive: ['md'],
      render: (_v, r) => <Changes kind={kind} from={r.baseline} to={r.current} noData={noData} />,
    },
    { key: 'trend', title: t('columns.trend'), responsive: ['md'], render: (_v, r) => <Sparkline values={r.spark} label={t('columns.trend')} /> },
    { key: 'rules', title: t('columns.rules'), responsive: ['xl'], render: (_v, r) => <span className="analytics-muted">{rulesSummary(r.rules)}</span> },
    {
      key: 'actions',
      title: t('columns.actions'),
      render: (_v, r) => (
        <Space size={4} wrap className="monitor-actions">
          <Button size="small" onClick={() => setEditing(r)} data-testid="monitor-rules">
            {t('actions.rules')}
          </Button>
          <Button size="small" onClick={() => setTagging(r)}>
            {t('actions.tags')}
          </Button>
          <Popconfirm title={t('actions.removeConfirm')} onConfirm={() => onRemove(r)}>
            <Button size="small" danger data-testid="monitor-remove">
              {t('actions.remove')}
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  return (
    <section className="analytics-frame" data-testid="monitor-list" data-kind={kind}>
      <form
        className="monitor-add"
        onSubmit={(e) => {
          e.preventDefault();
          void onAdd();
        }}
      >
        {kind === 'goods' ? <OwnGoodsPicker onPick={setTarget} disabled={full} /> : null}
        <label className="monitor-field monitor-field-target">
          <span>{t(`add.label.${kind}`)}</span>
          <Input value={target} onChange={(e) => setTarget(e.target.value)} placeholder={t(`add.placeholder.${kind}`)} maxLength={300} disabled={full} data-testid="monitor-target" />
        </label>
        <label className="monitor-field">
          <span>{t('add.tags')}</span>
          <Input value={newTags} onChange={(e) => setNewTags(e.target.value)} maxLength={120} disabled={full} data-testid="monitor-tags" />
        </label>
        <Button type="primary" htmlType="submit" loading={adding} disabled={full} data-testid="monitor-add">
          {t('add.submit')}
        </Button>
      </form>
      {addError ? <Alert type="warning" showIcon title={addError} data-testid="monitor-add-error" /> : null}
      {full ? <Alert type="info" showIcon title={t('add.limitReached', { limit: data.limit })} /> : null}
      <div className="analytics-controls monitor-controls">
        <span className="analytics-muted" data-testid="monitor-usage">
          {t('add.usage', { used: data.used, limit: data.limit })}
        </span>
        {data.tags.length ? (
          <select className="native-select monitor-tag-filter" value={tag ?? ''} onChange={(e) => setTag(e.target.value || undefined)} aria-label={t('filter.allTags')} data-testid="monitor-tag-filter">
            <option value="">{t('filter.allTags')}</option>
            {data.tags.map((x) => (
              <option key={x} value={x}>
                {x}
              </option>
            ))}
          </select>
        ) : null}
        {data.latestDay ? <span className="analytics-muted">{t('latestDay', { day: data.latestDay })}</span> : null}
      </div>
      <LazyTable<Row>
        className="analytics-table monitor-table"
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={data.list}
        pagination={data.list.length > 20 ? { pageSize: 20, showSizeChanger: false } : false}
        locale={{ emptyText: <p className="monitor-empty">{t('empty')}</p> }}
        data-testid="monitor-table"
      />
      <Suspense fallback={null}>
        {editing ? <RulesDialog kind={kind} row={editing} onClose={() => setEditing(null)} onSaved={refresh} /> : null}
        {tagging ? <TagsDialog row={tagging} onClose={() => setTagging(null)} onSaved={refresh} /> : null}
      </Suspense>
    </section>
  );
}
