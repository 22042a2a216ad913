import { Button, Descriptions, Divider, Drawer, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDateTime } from '../format';
import { RefundDialog } from './refund-dialog';
import { STATUS_COLORS, usePlanLabel, useYuan, type AdminOrder } from './shared';

type Refund = AdminOrder['refunds'][number];

/** One order: what was bought and paid, how it was confirmed, the period it granted, its refunds; the administrator refunds from here. */
export function OrderDrawer({ order, isAdmin, onClose }: { order: AdminOrder | null; isAdmin: boolean; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const when = useDateTime();
  const yuan = useYuan();
  const planLabel = usePlanLabel();
  const [refunding, setRefunding] = useState(false);
  const o = order;
  const left = o ? o.amountFen - o.refundedFen : 0;
  const refundable = Boolean(o?.paidAt) && left > 0;
  return (
    <Drawer open={o !== null} onClose={onClose} title={o ? t('store.order.title', { orderNo: o.orderNo }) : ''} size="large" destroyOnHidden>
      {o ? (
        <>
          <Descriptions column={1} size="small" bordered data-testid="store-order-detail">
            <Descriptions.Item label={t('store.orders.orderNo')}>
              <Typography.Text copyable>{o.orderNo}</Typography.Text>
            </Descriptions.Item>
            <Descriptions.Item label={t('store.orders.member')}>{`${o.mobile} · #${o.userId}`}</Descriptions.Item>
            <Descriptions.Item label={t('store.orders.plan')}>{`${planLabel(o)} · ${t(`store.kinds.${o.kind}`)} · ${t('store.order.days', { count: o.days })}`}</Descriptions.Item>
            <Descriptions.Item label={t('store.orders.status')}>
              <Tag color={STATUS_COLORS[o.status]}>{t(`store.statuses.${o.status}`)}</Tag>
              {o.paidLate ? <Tag color="gold">{t('store.order.paidLate')}</Tag> : null}
            </Descriptions.Item>
            <Descriptions.Item label={t('store.order.price')}>
              {t('store.order.breakdown', { list: yuan(o.listFen), coupon: yuan(o.couponFen), credit: yuan(o.creditFen) })}
              {o.couponId ? <span className="admin-sub">{` (${t('store.order.coupon', { id: o.couponId })})`}</span> : null}
            </Descriptions.Item>
            <Descriptions.Item label={t('store.orders.amount')}>
              <strong>{yuan(o.amountFen)}</strong>
              {o.refundedFen ? <span>{` · ${t('store.order.refundedOf', { amount: yuan(o.refundedFen) })}`}</span> : null}
            </Descriptions.Item>
            <Descriptions.Item label={t('store.orders.method')}>{`${t(`store.methods.${o.method}`)} · ${o.channel}`}</Descriptions.Item>
            <Descriptions.Item label={t('store.order.promoteChannel')}>{o.promoteChannel || t('store.revenue.direct')}</Descriptions.Item>
            <Descriptions.Item label={t('store.order.createdAt')}>{when(o.createdAt)}</Descriptions.Item>
            <Descriptions.Item label={t('store.orders.paidAt')}>
              {when(o.paidAt)}
              {o.confirmedBy ? <span className="admin-sub">{` · ${t(`store.order.confirmedBy.${o.confirmedBy}`)}`}</span> : null}
            </Descriptions.Item>
            <Descriptions.Item label={t('store.order.tradeNo')}>{o.gatewayTradeNo || '—'}</Descriptions.Item>
            <Descriptions.Item label={t('store.order.granted')}>{o.grantedFrom ? `${when(o.grantedFrom)} – ${when(o.grantedUntil)}` : '—'}</Descriptions.Item>
          </Descriptions>
          <Divider titlePlacement="start">{t('store.order.refunds')}</Divider>
          <Table<Refund>
            rowKey="refundNo"
            size="small"
            pagination={false}
            scroll={{ x: 560 }}
            dataSource={o.refunds}
            data-testid="store-order-refunds"
            locale={{ emptyText: t('store.order.noRefunds') }}
            columns={[
              { title: t('common.time'), dataIndex: 'createdAt', width: 150, render: (v: string) => when(v) },
              { title: t('store.order.refundAmount'), dataIndex: 'amountFen', width: 100, align: 'right', render: (v: number) => yuan(v) },
              { title: t('store.refund.reason'), dataIndex: 'reason' },
              { title: t('store.order.operator'), dataIndex: 'operator', width: 120 },
              { title: t('store.orders.status'), dataIndex: 'status', width: 100, render: (s: string) => t(`store.refundStatuses.${s}`, { defaultValue: s }) },
            ]}
          />
          {isAdmin ? (
            <div style={{ marginTop: 16 }}>
              <Button danger disabled={!refundable} onClick={() => setRefunding(true)} data-testid="store-refund-open">
                {t('store.refund.open')}
              </Button>
              <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
                {refundable ? t('store.refund.hint', { amount: yuan(left) }) : t('store.refund.nothingLeft')}
              </Typography.Paragraph>
            </div>
          ) : (
            <Typography.Paragraph type="secondary" style={{ marginTop: 16 }}>
              {t('store.refund.adminOnly')}
            </Typography.Paragraph>
          )}
          {refunding ? <RefundDialog order={o} onClose={() => setRefunding(false)} /> : null}
        </>
      ) : null}
    </Drawer>
  );
}
