import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, DatePicker, Input, Select, Table, Tag } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { adminStore as calls, store } from '@marketlens/core/contract';
import { useAdminCall } from '../api';
import { useDateTime } from '../format';
import { OrderDrawer } from './order-drawer';
import { STATUS_COLORS, useIsAdmin, usePlanLabel, usePrices, useYuan, type AdminOrder, type OrderStatus } from './shared';

type Method = AdminOrder['method'];
type Filters = { q: string; status?: OrderStatus | undefined; planId?: number | undefined; method?: Method | undefined; days: [Dayjs, Dayjs] | null };

const PAGE_SIZE = 20;
const NOWRAP = { whiteSpace: 'nowrap' } as const;

/** Orders: search by order number, phone or user id, filter by status, plan, method and paid days; a drawer per order with its refunds. */
export function OrdersTab() {
  const { t } = useTranslation('admin');
  const call = useAdminCall();
  const when = useDateTime();
  const yuan = useYuan();
  const planLabel = usePlanLabel();
  const isAdmin = useIsAdmin();
  const prices = usePrices();
  const [filters, setFilters] = useState<Filters>({ q: '', days: null });
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<string | null>(null);
  const change = (patch: Partial<Filters>) => {
    setFilters((f) => ({ ...f, ...patch }));
    setPage(1);
  };
  const query = {
    q: filters.q || undefined,
    status: filters.status,
    planId: filters.planId,
    method: filters.method,
    from: filters.days?.[0].format('YYYY-MM-DD'),
    to: filters.days?.[1].format('YYYY-MM-DD'),
    pageNum: page,
    pageSize: PAGE_SIZE,
  };
  const q = useQuery({ queryKey: ['admin', 'store', 'orders', query], queryFn: () => call(calls.orders, { query }), placeholderData: keepPreviousData });
  const rows = q.data?.data?.list ?? [];
  const selected = rows.find((o) => o.orderNo === open) ?? null;
  return (
    <>
      <div className="admin-toolbar">
        <Input.Search
          allowClear
          maxLength={40}
          placeholder={t('store.orders.placeholder')}
          aria-label={t('store.orders.placeholder')}
          enterButton={t('common.search')}
          style={{ maxWidth: 340 }}
          data-testid="store-order-search"
          onSearch={(v) => change({ q: v.trim() })}
        />
        <Select<OrderStatus>
          allowClear
          placeholder={t('store.orders.status')}
          aria-label={t('store.orders.status')}
          style={{ width: 130 }}
          value={filters.status}
          onChange={(v) => change({ status: v })}
          options={store.ORDER_STATUSES.map((s) => ({ value: s, label: t(`store.statuses.${s}`) }))}
        />
        <Select<number>
          allowClear
          showSearch
          optionFilterProp="label"
          placeholder={t('store.orders.plan')}
          aria-label={t('store.orders.plan')}
          style={{ width: 210 }}
          value={filters.planId}
          onChange={(v) => change({ planId: v })}
          options={(prices.data?.data ?? []).map((p) => ({ value: p.planId, label: planLabel(p) }))}
        />
        <Select<Method>
          allowClear
          placeholder={t('store.orders.method')}
          aria-label={t('store.orders.method')}
          style={{ width: 160 }}
          value={filters.method}
          onChange={(v) => change({ method: v })}
          options={store.PAY_METHODS.map((m) => ({ value: m, label: t(`store.methods.${m}`) }))}
        />
        <DatePicker.RangePicker
          allowClear
          value={filters.days}
          onChange={(v) => change({ days: v && v[0] && v[1] ? [v[0], v[1]] : null })}
          placeholder={[t('store.orders.paidFrom'), t('store.orders.paidTo')]}
          aria-label={t('store.orders.paidDays')}
        />
      </div>
      <Table<AdminOrder>
        rowKey="orderNo"
        size="middle"
        scroll={{ x: 1180 }}
        loading={q.isFetching}
        dataSource={rows}
        data-testid="store-orders"
        locale={{ emptyText: t('store.orders.empty') }}
        pagination={{ current: page, pageSize: PAGE_SIZE, total: q.data?.data?.total ?? 0, onChange: setPage, showSizeChanger: false }}
        columns={[
          { title: t('store.orders.orderNo'), dataIndex: 'orderNo', width: 240, render: (v: string) => <code style={NOWRAP}>{v}</code> },
          { title: t('store.orders.member'), key: 'member', width: 140, render: (_, o) => <>{o.mobile}<span className="admin-sub">{` #${o.userId}`}</span></> },
          { title: t('store.orders.plan'), key: 'plan', render: (_, o) => planLabel(o) },
          {
            title: t('store.orders.amount'),
            key: 'amount',
            width: 120,
            align: 'right',
            render: (_, o) => (
              <>
                {yuan(o.amountFen)}
                {o.refundedFen ? <span className="admin-state-time">{t('store.order.refundedOf', { amount: yuan(o.refundedFen) })}</span> : null}
              </>
            ),
          },
          { title: t('store.orders.status'), dataIndex: 'status', width: 110, render: (s: OrderStatus) => <Tag color={STATUS_COLORS[s]}>{t(`store.statuses.${s}`)}</Tag> },
          { title: t('store.orders.method'), dataIndex: 'method', width: 120, render: (m: Method) => t(`store.methods.${m}`) },
          { title: t('store.orders.paidAt'), dataIndex: 'paidAt', width: 170, render: (v: string | null) => when(v) },
          {
            title: t('common.actions'),
            key: 'open',
            width: 110,
            fixed: 'right',
            render: (_, o) => (
              <Button size="small" onClick={() => setOpen(o.orderNo)} data-testid={`order-open-${o.orderNo}`}>
                {t('store.orders.open')}
              </Button>
            ),
          },
        ]}
      />
      <OrderDrawer order={selected} isAdmin={isAdmin} onClose={() => setOpen(null)} />
    </>
  );
}
