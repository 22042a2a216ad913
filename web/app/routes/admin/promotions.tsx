import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Table, Tabs, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { admin, adminActivities as calls } from '@marketlens/core/contract';
import { useAdminCall } from '../../features/admin/api';
import { localName } from '../../features/admin/activities/winners';
import { useDateTime } from '../../features/admin/format';
import { CouponForm } from '../../features/admin/promotions/coupon-form';
import { PromotionForm } from '../../features/admin/promotions/promotion-form';
import { useLang, useLocalize } from '../../lib/lang';
import { formatMoney } from '@marketlens/core/format';

const STATE_COLORS = { upcoming: 'blue', live: 'green', ended: 'default' } as const;

/** Promotions (`/promotion/{id}`) and the coupons they and the lottery give, with sign-ups, coupons given out and used. */
export default function AdminPromotions() {
  const { t } = useTranslation('admin');
  const lang = useLang();
  const yuan = (fen: number) => formatMoney(fen, { lang, currency: 'CNY', kind: 'price' });
  const localize = useLocalize();
  const when = useDateTime();
  const call = useAdminCall();
  const client = useQueryClient();
  const { message } = App.useApp();
  const [promo, setPromo] = useState<calls.PromotionRow | 'new' | null>(null);
  const [coupon, setCoupon] = useState<calls.CouponRow | 'new' | null>(null);
  const promos = useQuery({ queryKey: ['admin', 'promotions'], queryFn: () => call(calls.promotions) });
  const coupons = useQuery({ queryKey: ['admin', 'coupons'], queryFn: () => call(calls.coupons) });
  const channels = useQuery({ queryKey: ['admin', 'channels'], queryFn: () => call(admin.channels) });
  const saved = (key: string) => {
    setPromo(null);
    setCoupon(null);
    void message.success(t('common.saved'));
    void client.invalidateQueries({ queryKey: ['admin', key] });
  };
  const couponList = coupons.data?.data?.list ?? [];
  const promotionTable = (
    <>
      <div className="admin-toolbar">
        <Button type="primary" onClick={() => setPromo('new')}>
          {t('promotions.create')}
        </Button>
      </div>
      <Table<calls.PromotionRow>
        rowKey="id"
        size="middle"
        scroll={{ x: 980 }}
        loading={promos.isFetching}
        dataSource={promos.data?.data?.list ?? []}
        pagination={false}
        columns={[
          { title: 'ID', dataIndex: 'id', width: 60 },
          {
            title: t('promotions.fields.title'),
            key: 'title',
            render: (_, r) => (
              <a href={localize(`/promotion/${r.id}`)} target="_blank" rel="noopener noreferrer">
                {lang === 'en' ? r.titleEn : lang === 'ru' ? r.titleRu : r.titleZh}
              </a>
            ),
          },
          { title: t('activities.fields.period'), key: 'period', width: 300, render: (_, r) => `${when(r.startsAt)} – ${when(r.endsAt)}` },
          { title: t('activities.state'), dataIndex: 'state', width: 100, render: (s: calls.PromotionRow['state']) => <Tag color={STATE_COLORS[s]}>{t(`activities.states.${s}`)}</Tag> },
          { title: t('promotions.fields.coupon'), dataIndex: 'couponId', width: 90, render: (v: number | null) => (v ? `#${v}` : '—') },
          { title: t('promotions.signups'), key: 'signups', width: 150, render: (_, r) => t('promotions.signupsValue', { signups: r.signups, registered: r.registered }) },
          { title: t('common.actions'), key: 'actions', width: 90, render: (_, r) => <Button size="small" onClick={() => setPromo(r)}>{t('activities.edit')}</Button> },
        ]}
      />
    </>
  );
  const couponTable = (
    <>
      <div className="admin-toolbar">
        <Button type="primary" onClick={() => setCoupon('new')}>
          {t('promotions.coupons.create')}
        </Button>
      </div>
      <Table<calls.CouponRow>
        rowKey="id"
        size="middle"
        scroll={{ x: 980 }}
        loading={coupons.isFetching}
        dataSource={couponList}
        pagination={false}
        columns={[
          { title: 'ID', dataIndex: 'id', width: 70 },
          { title: t('promotions.coupons.name'), key: 'name', render: (_, r) => localName(r, lang) },
          { title: t('promotions.coupons.value'), key: 'value', width: 170, render: (_, r) => (r.threshold > 0 ? t('promotions.coupons.over', { amount: yuan(r.amount), threshold: yuan(r.threshold) }) : t('promotions.coupons.off', { amount: yuan(r.amount) })) },
          { title: t('promotions.coupons.validUntil'), dataIndex: 'validUntil', width: 170, render: (v: string) => when(v) },
          { title: t('promotions.coupons.stock'), dataIndex: 'stock', width: 100, render: (v: number | null) => v ?? t('promotions.coupons.unlimited') },
          { title: t('promotions.coupons.issued'), dataIndex: 'issued', width: 90 },
          { title: t('promotions.coupons.used'), dataIndex: 'used', width: 90 },
          { title: t('common.actions'), key: 'actions', width: 90, render: (_, r) => <Button size="small" onClick={() => setCoupon(r)}>{t('activities.edit')}</Button> },
        ]}
      />
      <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
        {t('promotions.coupons.perMember')}
      </Typography.Paragraph>
    </>
  );
  return (
    <section>
      <h1>{t('promotions.heading')}</h1>
      <p className="admin-lead">{t('promotions.lead')}</p>
      <Tabs
        items={[
          { key: 'promotions', label: t('promotions.tab'), children: promotionTable },
          { key: 'coupons', label: t('promotions.coupons.tab'), children: couponTable },
        ]}
      />
      {promo ? <PromotionForm row={promo} coupons={couponList} channels={(channels.data?.data?.list ?? []).map((c) => c.urlCode)} onClose={() => setPromo(null)} onSaved={() => saved('promotions')} /> : null}
      {coupon ? <CouponForm row={coupon} onClose={() => setCoupon(null)} onSaved={() => saved('coupons')} /> : null}
    </section>
  );
}
