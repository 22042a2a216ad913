import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, InputNumber, Switch, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { adminStore as calls } from '@marketlens/core/contract';
import { useAdminCall } from '../api';
import { useDateTime } from '../format';
import { useIsAdmin, usePlanLabel, usePrices, useYuan, yuanToFen } from './shared';

type Price = z.infer<typeof calls.planPriceSchema>;
type Draft = { yuan: number | null; days: number | null; onSale: boolean };

const MAX_YUAN = calls.STORE_LIMITS.maxPriceFen / 100;

/**
 * Plan prices and availability: the administrator edits a row (price in yuan, days, on sale) and
 * saves it; orders already made keep their amount. Support sees the table read-only.
 */
export function PricesTab() {
  const { t } = useTranslation('admin');
  const call = useAdminCall();
  const client = useQueryClient();
  const { message } = App.useApp();
  const when = useDateTime();
  const yuan = useYuan();
  const planLabel = usePlanLabel();
  const isAdmin = useIsAdmin();
  const prices = usePrices();
  const [drafts, setDrafts] = useState<Record<number, Draft>>({});
  const [saving, setSaving] = useState<number | null>(null);
  const draftOf = (p: Price): Draft => drafts[p.planId] ?? { yuan: p.priceFen / 100, days: p.days, onSale: p.onSale };
  const edit = (p: Price, patch: Partial<Draft>) => setDrafts((d) => ({ ...d, [p.planId]: { ...draftOf(p), ...patch } }));
  const changed = (p: Price) => {
    const d = drafts[p.planId];
    return Boolean(d) && (yuanToFen(d?.yuan) !== p.priceFen || d?.days !== p.days || d?.onSale !== p.onSale);
  };
  const valid = (d: Draft) => {
    const fen = yuanToFen(d.yuan);
    return fen !== null && fen <= calls.STORE_LIMITS.maxPriceFen && d.days !== null && Number.isInteger(d.days) && d.days >= 1 && d.days <= calls.STORE_LIMITS.maxDays;
  };

  const save = async (p: Price) => {
    const d = draftOf(p);
    const priceFen = yuanToFen(d.yuan);
    if (priceFen === null || d.days === null) return;
    setSaving(p.planId);
    try {
      const res = await call(calls.setPrice, { body: { planId: p.planId, priceFen, days: d.days, onSale: d.onSale, sort: p.sort } });
      if (res.code !== 200) {
        void message.error(res.message || t('common.loadFailed'));
        return;
      }
      void message.success(t('store.prices.saved', { plan: planLabel(p) }));
      await client.invalidateQueries({ queryKey: ['admin', 'store', 'prices'] });
      setDrafts((d) => Object.fromEntries(Object.entries(d).filter(([id]) => Number(id) !== p.planId)));
    } finally {
      setSaving(null);
    }
  };

  return (
    <>
      <Alert type="info" showIcon title={t(isAdmin ? 'store.prices.lead' : 'store.prices.readOnly')} style={{ marginBottom: 16 }} />
      <Table<Price>
        rowKey="planId"
        size="middle"
        scroll={{ x: 1000 }}
        loading={prices.isFetching}
        dataSource={prices.data?.data ?? []}
        pagination={false}
        data-testid="store-prices"
        columns={[
          { title: t('store.orders.plan'), key: 'plan', render: (_, p) => planLabel(p) },
          {
            title: t('store.prices.price'),
            key: 'price',
            width: 170,
            render: (_, p) =>
              isAdmin ? (
                <InputNumber<number>
                  value={draftOf(p).yuan}
                  onChange={(v) => edit(p, { yuan: v })}
                  min={0.01}
                  max={MAX_YUAN}
                  precision={2}
                  prefix="¥"
                  status={valid(draftOf(p)) ? undefined : 'error'}
                  aria-label={t('store.prices.priceOf', { plan: planLabel(p) })}
                  data-testid={`price-yuan-${p.planId}`}
                  style={{ width: 150 }}
                />
              ) : (
                yuan(p.priceFen)
              ),
          },
          {
            title: t('store.prices.days'),
            key: 'days',
            width: 110,
            render: (_, p) =>
              isAdmin ? (
                <InputNumber<number>
                  value={draftOf(p).days}
                  onChange={(v) => edit(p, { days: v })}
                  min={1}
                  max={calls.STORE_LIMITS.maxDays}
                  precision={0}
                  aria-label={t('store.prices.daysOf', { plan: planLabel(p) })}
                  style={{ width: 90 }}
                />
              ) : (
                p.days
              ),
          },
          {
            title: t('store.prices.onSale'),
            key: 'onSale',
            width: 110,
            render: (_, p) =>
              isAdmin ? (
                <Switch checked={draftOf(p).onSale} onChange={(v) => edit(p, { onSale: v })} aria-label={t('store.prices.onSaleOf', { plan: planLabel(p) })} />
              ) : (
                <Tag color={p.onSale ? 'green' : 'default'}>{t(p.onSale ? 'store.prices.selling' : 'store.prices.offSale')}</Tag>
              ),
          },
          { title: t('store.prices.paidOrders'), dataIndex: 'paidOrders', width: 110, align: 'right' },
          {
            title: t('store.prices.updated'),
            key: 'updated',
            width: 190,
            render: (_, p) => (
              <>
                {when(p.updatedAt)}
                <Typography.Text type="secondary" className="admin-state-time">
                  {p.updatedBy ?? t('store.prices.byDefault')}
                </Typography.Text>
              </>
            ),
          },
          ...(isAdmin
            ? [
                {
                  title: t('common.actions'),
                  key: 'save',
                  width: 100,
                  render: (_: unknown, p: Price) => (
                    <Button size="small" type="primary" disabled={!changed(p) || !valid(draftOf(p))} loading={saving === p.planId} onClick={() => void save(p)} data-testid={`price-save-${p.planId}`}>
                      {t('common.save')}
                    </Button>
                  ),
                },
              ]
            : []),
        ]}
      />
    </>
  );
}
