import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Skeleton, Space } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { identity, monitor } from '@marketlens/core/contract';
import { dateTimeFormat } from '@marketlens/core/format';
import { useHttp } from '../../lib/http';
import { useLang, useLocalize } from '../../lib/lang';
import { formatCount, formatRub } from '../../components/workbench/numbers';
import { ErrorState } from '../../components/workbench/states';
import { loadMonitor } from './contract';
import { monitorDetailPath } from './monitor-list';
import { NOTICES_CHANGED } from './notice-bell';
import { myshopPath } from './notice-links';
import { Panel } from '../../components/panel';

const PAGE_SIZE = 20;
const DATE_LOCALES = { zh: 'zh-CN', en: 'en-GB', ru: 'ru-RU' } as const;
const TIERS: readonly identity.Tier[] = ['starter', 'operation', 'ultimate', 'professional', 'trial'];

// The settings form (antd's Form, InputNumber, Checkbox) and the pager load after the list: the
// page is read first, and its first-load JavaScript stays within the workbench budget.
const NoticeSettings = lazy(() => import('./notice-settings'));
const Pagination = lazy(() => import('antd/es/pagination'));

/** The text of one notification in the reader's language, figures formatted for it. */
function useNoticeText() {
  const { t } = useTranslation('monitor');
  const lang = useLang();
  return (n: monitor.Notification) => {
    const p = n.params;
    const price = n.event === 'priceUp' || n.event === 'priceDown';
    const rank = n.event === 'enterTop' || n.event === 'leaveTop' || n.event === 'position';
    const fmt = (v: string | number | null | undefined) => (typeof v !== 'number' ? '—' : price ? formatRub(v, lang, 'price') : rank ? String(v) : formatCount(v, lang));
    const rub = (v: string | number | null | undefined) => (typeof v === 'number' ? formatRub(v, lang, 'price') : '—');
    // Lottery prizes carry their name in every language.
    const localName = p[lang === 'en' ? 'nameEn' : lang === 'ru' ? 'nameRu' : 'nameZh'];
    return t(`events.${n.event}`, {
      name: String(p.name ?? localName ?? ''),
      from: fmt(p.from),
      to: fmt(p.to),
      pct: String(p.pct ?? ''),
      n: String(p.n ?? ''),
      count: String(p.count ?? ''),
      seller: String(p.seller ?? ''),
      price: rub(p.price),
      own: rub(p.own),
      note: String(p.note ?? ''),
      carrier: String(p.carrier ?? ''),
      tracking: String(p.tracking ?? ''),
      // A membership that ends soon: its plan, the time left and the end in Beijing time (the plans' clock).
      tier: TIERS.includes(p.tier as identity.Tier) ? t(`membership.tiers.${p.tier as identity.Tier}`) : '',
      left: p.days === 1 ? t('membership.left1') : t('membership.left7'),
      date: typeof p.endsAt === 'string' ? dateTimeFormat(DATE_LOCALES[lang], { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Shanghai' }).format(new Date(p.endsAt)) : '',
    });
  };
}

/** The notification centre: the member's alerts (all or unread), mark read, and how they are told. */
export function NoticeCenter() {
  return (
    <div className="notice-layout">
      <NoticeList />
      <Suspense fallback={<Skeleton active paragraph={{ rows: 6 }} />}>
        <NoticeSettings />
      </Suspense>
    </div>
  );
}

function NoticeList() {
  const { t } = useTranslation('monitor');
  const http = useHttp();
  const localize = useLocalize();
  const client = useQueryClient();
  const text = useNoticeText();
  const [page, setPage] = useState(1);
  const [unreadOnly, setUnreadOnly] = useState(false);
  const q = useQuery({
    queryKey: ['monitor', 'notices', page, unreadOnly],
    queryFn: async () => http.call((await loadMonitor()).notices, { query: { pageNum: page, pageSize: PAGE_SIZE, ...(unreadOnly ? { unread: '1' as const } : {}) } }, { verifyCode: false }),
    placeholderData: keepPreviousData,
  });
  const mark = async (body: { ids?: number[]; all?: boolean }) => {
    await http.call((await loadMonitor()).markRead, { body }, { verifyCode: false });
    await client.invalidateQueries({ queryKey: ['monitor', 'notices'] });
    window.dispatchEvent(new Event(NOTICES_CHANGED));
  };
  if (q.isError) return <ErrorState onRetry={() => void q.refetch()} />;
  if (!q.data) return <Skeleton active paragraph={{ rows: 8 }} />;
  const data = q.data.code === 200 ? q.data.data : undefined;
  if (!data) return <Alert type="warning" showIcon title={q.data.message ?? ''} />;
  return (
    <Panel
      className="analytics-card"
      title={
        <Space wrap>
          <Space.Compact role="group" aria-label={t('notice.filter')}>
            {(['all', 'unread'] as const).map((v) => (
              <Button
                key={v}
                size="small"
                autoInsertSpace={false}
                type={(v === 'unread') === unreadOnly ? 'primary' : 'default'}
                aria-pressed={(v === 'unread') === unreadOnly}
                onClick={() => {
                  setUnreadOnly(v === 'unread');
                  setPage(1);
                }}
                data-testid={`notice-filter-${v}`}
              >
                {t(v === 'all' ? 'notice.all' : 'notice.unreadOnly')}
              </Button>
            ))}
          </Space.Compact>
          <span className="analytics-muted" data-testid="notice-unread">
            {t('notice.unreadCount', { count: data.unread })}
          </span>
        </Space>
      }
      extra={
        <Button size="small" onClick={() => void mark({ all: true })} disabled={!data.unread} data-testid="notice-mark-all">
          {t('notice.markAll')}
        </Button>
      }
    >
      {data.list.length ? (
        <ul className="notice-list" data-testid="notice-list">
          {data.list.map((n) => (
            <li key={n.id} className={n.read ? 'notice-item' : 'notice-item is-unread'} data-testid="notice-item" data-event={n.event} data-read={n.read}>
              <span className="notice-dot" aria-hidden="true" />
              <div className="notice-body">
                <div>{text(n)}</div>
                <div className="notice-meta">{n.day}</div>
              </div>
              <div className="notice-actions">
                {n.kind && n.targetId ? (
                  <Link to={localize(n.event === 'followSeller' ? '/tools/patrol/' : monitorDetailPath(n.kind, n.targetId))} onClick={() => (n.read ? undefined : void mark({ ids: [n.id] }))}>
                    {t('notice.open')}
                  </Link>
                ) : myshopPath(n) ? (
                  <Link to={localize(myshopPath(n) ?? '')} onClick={() => (n.read ? undefined : void mark({ ids: [n.id] }))} data-testid="notice-myshop">
                    {t('notice.open')}
                  </Link>
                ) : n.event === 'membershipEnding' ? (
                  <Link to={localize('/pricing')} onClick={() => (n.read ? undefined : void mark({ ids: [n.id] }))} data-testid="notice-renew">
                    {t('membership.renew')}
                  </Link>
                ) : n.event === 'feedbackAnswered' ? (
                  <Link to={localize('/feedback')} onClick={() => (n.read ? undefined : void mark({ ids: [n.id] }))}>
                    {t('notice.open')}
                  </Link>
                ) : null}
                {n.read ? null : (
                  <Button size="small" type="link" onClick={() => void mark({ ids: [n.id] })} data-testid="notice-mark">
                    {t('notice.markRead')}
                  </Button>
                )}
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <p className="monitor-empty" data-testid="notice-empty">
          {t('notice.empty')}
        </p>
      )}
      {data.total > PAGE_SIZE ? (
        <Suspense fallback={null}>
          <Pagination className="notice-pager" current={page} pageSize={PAGE_SIZE} total={data.total} onChange={setPage} showSizeChanger={false} size="small" />
        </Suspense>
      ) : null}
    </Panel>
  );
}
