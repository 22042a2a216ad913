import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Card, DatePicker, Statistic, Table, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { adminStore as calls } from '@marketlens/core/contract';
import { Chart } from '../../../components/workbench/chart';
import { useAdminCall } from '../api';
import { usePlanLabel, usePrices, useYuan } from './shared';

type Revenue = NonNullable<z.infer<typeof calls.revenue.response>['data']>;
type Row = Revenue['total'];
type ChannelRow = Revenue['byChannel'][number];

const MAX_DAYS = calls.STORE_LIMITS.revenueDaysMax;
const DAY = 'YYYY-MM-DD';
const STATS = { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(160px, 1fr))', gap: 12, marginBottom: 16 } as const;

/** Revenue between two days (Beijing time, at most a year): totals, net revenue by day as a chart, by plan and by promote channel with conversion. */
export function RevenueTab() {
  const { t } = useTranslation('admin');
  const call = useAdminCall();
  const yuan = useYuan();
  const planLabel = usePlanLabel();
  const prices = usePrices();
  const [range, setRange] = useState<[Dayjs, Dayjs]>(() => [dayjs().subtract(29, 'day').startOf('day'), dayjs().startOf('day')]);
  const query = { from: range[0].format(DAY), to: range[1].format(DAY) };
  const q = useQuery({ queryKey: ['admin', 'store', 'revenue', query], queryFn: () => call(calls.revenue, { query }), placeholderData: keepPreviousData });
  const data = q.data?.code === 200 ? q.data.data : undefined;
  const net = (r: Row) => r.amountFen - r.refundedFen;

  const option = useMemo(
    () =>
      data && {
        grid: { left: 64, right: 48, top: 40, bottom: 32 },
        tooltip: { trigger: 'axis' },
        legend: { top: 0, data: [t('store.revenue.net'), t('store.revenue.orders')] },
        xAxis: { type: 'category', data: data.byDay.map((d) => d.key.slice(5)) },
        yAxis: [
          { type: 'value', name: '¥', axisLabel: { formatter: (v: number) => v.toLocaleString() } },
          { type: 'value', minInterval: 1, splitLine: { show: false } },
        ],
        series: [
          { name: t('store.revenue.net'), type: 'bar', data: data.byDay.map((d) => net(d) / 100), itemStyle: { color: '#005bff' }, barMaxWidth: 24 },
          { name: t('store.revenue.orders'), type: 'line', yAxisIndex: 1, data: data.byDay.map((d) => d.orders), itemStyle: { color: '#ff7a00' }, symbolSize: 4 },
        ],
      },
    [data, t],
  );

  const plans = new Map((prices.data?.data ?? []).map((p) => [String(p.planId), p]));
  const planName = (key: string) => {
    const p = plans.get(key);
    return p ? planLabel(p) : `#${key}`;
  };
  const money = (key: 'amountFen' | 'refundedFen') => ({ title: t(key === 'amountFen' ? 'store.revenue.gross' : 'store.revenue.refunded'), dataIndex: key, width: 120, align: 'right' as const, render: (v: number) => yuan(v) });
  const netColumn = { title: t('store.revenue.net'), key: 'net', width: 120, align: 'right' as const, render: (_: unknown, r: Row) => <strong>{yuan(net(r))}</strong> };
  const ordersColumn = { title: t('store.revenue.orders'), dataIndex: 'orders', width: 90, align: 'right' as const };

  return (
    <>
      <div className="admin-toolbar">
        <DatePicker.RangePicker
          value={range}
          allowClear={false}
          aria-label={t('store.revenue.range')}
          disabledDate={(d, info) => Boolean(info?.from && Math.abs(d.diff(info.from, 'day')) >= MAX_DAYS)}
          onChange={(v) => {
            if (v?.[0] && v[1]) setRange([v[0], v[1]]);
          }}
          data-testid="store-revenue-range"
        />
        <Typography.Text type="secondary">{t('store.revenue.note', { days: MAX_DAYS })}</Typography.Text>
      </div>
      {q.data && q.data.code !== 200 ? <Alert type="error" showIcon title={q.data.message || t('common.loadFailed')} style={{ marginBottom: 16 }} /> : null}
      {data ? (
        <>
          <div style={STATS} data-testid="store-revenue-totals">
            <Card size="small">
              <Statistic title={t('store.revenue.net')} value={yuan(net(data.total))} />
            </Card>
            <Card size="small">
              <Statistic title={t('store.revenue.gross')} value={yuan(data.total.amountFen)} />
            </Card>
            <Card size="small">
              <Statistic title={t('store.revenue.refunded')} value={yuan(data.total.refundedFen)} />
            </Card>
            <Card size="small">
              <Statistic title={t('store.revenue.orders')} value={data.total.orders} />
            </Card>
            <Card size="small">
              <Statistic title={t('store.revenue.members')} value={data.total.members} />
            </Card>
          </div>
          <Card size="small" title={t('store.revenue.byDay')} style={{ marginBottom: 16 }}>
            {option ? <Chart option={option} height={300} testId="store-revenue-chart" /> : null}
          </Card>
          <Card size="small" title={t('store.revenue.byPlan')} style={{ marginBottom: 16 }}>
            <Table<Row>
              rowKey="key"
              size="small"
              pagination={false}
              scroll={{ x: 700 }}
              dataSource={data.byPlan}
              locale={{ emptyText: t('store.revenue.empty') }}
              columns={[
                { title: t('store.orders.plan'), dataIndex: 'key', render: planName },
                ordersColumn,
                money('amountFen'),
                money('refundedFen'),
                netColumn,
                { title: t('store.revenue.members'), dataIndex: 'members', width: 110, align: 'right' },
              ]}
            />
          </Card>
          <Card size="small" title={t('store.revenue.byChannel')}>
            <Typography.Paragraph type="secondary">{t('store.revenue.channelLead')}</Typography.Paragraph>
            <Table<ChannelRow>
              rowKey="key"
              size="small"
              pagination={false}
              scroll={{ x: 900 }}
              dataSource={data.byChannel}
              data-testid="store-revenue-channels"
              locale={{ emptyText: t('store.revenue.empty') }}
              columns={[
                { title: t('store.revenue.channel'), dataIndex: 'key', render: (k: string) => k || <Typography.Text type="secondary">{t('store.revenue.direct')}</Typography.Text> },
                { title: t('store.revenue.registrations'), dataIndex: 'registrations', width: 110, align: 'right' },
                { title: t('store.revenue.newMembers'), dataIndex: 'members', width: 130, align: 'right' },
                { title: t('store.revenue.conversion'), dataIndex: 'conversionPercent', width: 110, align: 'right', render: (v: number, r) => (r.registrations ? `${v}%` : '—') },
                ordersColumn,
                money('amountFen'),
                money('refundedFen'),
                netColumn,
              ]}
            />
          </Card>
        </>
      ) : null}
    </>
  );
}
