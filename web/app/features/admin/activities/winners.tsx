import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Popconfirm, Segmented, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { adminActivities as calls } from '@marketlens/core/contract';
import { toCsvText } from '@marketlens/core/format';
import { downloadBlob } from '@marketlens/ui/download';
import { useLang } from '../../../lib/lang';
import { useAdminCall } from '../api';
import { useDateTime } from '../format';
import { refusal } from '../zod-rule';
import { ShipForm } from './ship-form';

const COLORS = { pending: 'gold', shipped: 'blue', delivered: 'green', cancelled: 'default' } as const;
type Filter = calls.ShipStatus | 'physical' | 'all';

/** The lottery's names in the console's language. */
export const localName = (row: { nameZh: string; nameEn: string; nameRu: string }, lang: string) => (lang === 'en' ? row.nameEn : lang === 'ru' ? row.nameRu : row.nameZh);

const CSV_COLUMNS = ['drawId', 'account', 'phone', 'prize', 'wonAt', 'receiver', 'receiverPhone', 'address', 'status', 'carrier', 'trackingNo'] as const;

/**
 * The winners as CSV through the code base's one CSV writer: a receiver's name or address typed as
 * `=HYPERLINK(…)` opens as text in a spreadsheet, never as a formula.
 */
export function winnersCsv(rows: readonly calls.WinnerRow[], t: TFunction<'admin'>, lang: string): string {
  return toCsvText(
    CSV_COLUMNS.map((k) => t(`activities.csv.${k}`)),
    rows.map((r) => [r.drawId, r.account, r.phone, localName(r.prize, lang), r.wonAt, r.receiverName, r.receiverPhone, r.address, t(`activities.ship.${r.shipStatus}`), r.carrier, r.trackingNo]),
  );
}

/** An activity's winners with the delivery details they gave, and the shipping of physical prizes. */
export function Winners({ activityId }: { activityId: number }) {
  const { t } = useTranslation('admin');
  const lang = useLang();
  const when = useDateTime();
  const call = useAdminCall();
  const client = useQueryClient();
  const { message } = App.useApp();
  const [filter, setFilter] = useState<Filter>('pending');
  const [page, setPage] = useState(1);
  const [shipping, setShipping] = useState<calls.WinnerRow | null>(null);
  const query = { activityId, pageNum: page, pageSize: 20, status: filter === 'all' || filter === 'physical' ? undefined : filter, physical: filter === 'physical' ? ('1' as const) : undefined };
  const q = useQuery({ queryKey: ['admin', 'winners', query], queryFn: () => call(calls.winners, { query }), placeholderData: keepPreviousData });
  const rows = q.data?.data?.list ?? [];
  const refresh = () => client.invalidateQueries({ queryKey: ['admin', 'winners'] });
  const move = async (row: calls.WinnerRow, status: 'delivered' | 'cancelled') => {
    const res = await call(calls.ship, { body: { drawId: row.drawId, status } }).catch(() => null);
    if (res?.code === 200) void message.success(t('activities.winners.notified'));
    else void message.error(refusal(res, t('common.loadFailed')) || t('common.loadFailed'));
    await refresh();
  };
  const exportCsv = () => {
    downloadBlob(`winners-${activityId}.csv`, new Blob([winnersCsv(rows, t, lang)], { type: 'text/csv;charset=utf-8' }));
  };
  return (
    <div>
      <div className="admin-toolbar">
        <Segmented<Filter>
          value={filter}
          onChange={(v) => {
            setFilter(v);
            setPage(1);
          }}
          options={[
            ...calls.SHIP_STATUSES.map((s) => ({ value: s, label: t(`activities.ship.${s}`) })),
            { value: 'physical' as const, label: t('activities.winners.physical') },
            { value: 'all' as const, label: t('activities.winners.all') },
          ]}
        />
        <Button onClick={exportCsv} disabled={rows.length === 0}>
          {t('activities.winners.export')}
        </Button>
      </div>
      <Table<calls.WinnerRow>
        rowKey="drawId"
        size="middle"
        scroll={{ x: 1100 }}
        loading={q.isFetching}
        dataSource={rows}
        pagination={{ current: page, pageSize: 20, total: q.data?.data?.total ?? 0, onChange: setPage, showSizeChanger: false }}
        columns={[
          { title: t('activities.winners.member'), key: 'member', width: 150, render: (_, r) => <Space direction="vertical" size={0}><span>{r.account}</span><Typography.Text type="secondary">{r.phone}</Typography.Text></Space> },
          { title: t('activities.winners.prize'), key: 'prize', width: 170, render: (_, r) => <Space direction="vertical" size={0}><span>{localName(r.prize, lang)}</span><Typography.Text type="secondary">{t(`activities.kinds.${r.prize.kind}`)}</Typography.Text></Space> },
          { title: t('activities.winners.wonAt'), dataIndex: 'wonAt', width: 160, render: (v: string) => when(v) },
          {
            title: t('activities.winners.delivery'),
            key: 'delivery',
            render: (_, r) =>
              r.prize.kind !== 'physical' ? (
                <Typography.Text type="secondary">{t('activities.winners.credited')}</Typography.Text>
              ) : r.claimedAt ? (
                <div>
                  <div>{`${r.receiverName ?? ''} · ${r.receiverPhone ?? ''}`}</div>
                  <Typography.Text type="secondary" style={{ whiteSpace: 'pre-wrap' }}>{r.address}</Typography.Text>
                </div>
              ) : (
                <Typography.Text type="warning">{t('activities.winners.notClaimed')}</Typography.Text>
              ),
          },
          {
            title: t('activities.winners.shipping'),
            key: 'ship',
            width: 200,
            render: (_, r) =>
              r.prize.kind === 'physical' ? (
                <div data-testid={`winner-ship-${r.drawId}`}>
                  <Tag color={COLORS[r.shipStatus]}>{t(`activities.ship.${r.shipStatus}`)}</Tag>
                  {r.trackingNo ? <div><Typography.Text type="secondary">{`${r.carrier ?? ''} ${r.trackingNo}`}</Typography.Text></div> : null}
                </div>
              ) : null,
          },
          {
            title: t('common.actions'),
            key: 'actions',
            width: 170,
            render: (_, r) =>
              r.prize.kind === 'physical' ? (
                <Space wrap size="small">
                  {calls.SHIP_MOVES[r.shipStatus].includes('shipped') ? (
                    <Button size="small" type="primary" disabled={!r.claimedAt} onClick={() => setShipping(r)} data-testid={`winner-mark-shipped-${r.drawId}`}>
                      {t('activities.winners.markShipped')}
                    </Button>
                  ) : null}
                  {calls.SHIP_MOVES[r.shipStatus].includes('delivered') ? (
                    <Button size="small" onClick={() => void move(r, 'delivered')}>
                      {t('activities.winners.markDelivered')}
                    </Button>
                  ) : null}
                  {calls.SHIP_MOVES[r.shipStatus].includes('cancelled') ? (
                    <Popconfirm title={t('activities.winners.cancelConfirm')} okText={t('common.yes')} cancelText={t('common.no')} onConfirm={() => void move(r, 'cancelled')}>
                      <Button size="small" danger>
                        {t('activities.winners.cancel')}
                      </Button>
                    </Popconfirm>
                  ) : null}
                </Space>
              ) : null,
          },
        ]}
      />
      {shipping ? (
        <ShipForm
          row={shipping}
          onClose={() => setShipping(null)}
          onSaved={() => {
            setShipping(null);
            void message.success(t('activities.winners.notified'));
            void refresh();
          }}
        />
      ) : null}
    </div>
  );
}
