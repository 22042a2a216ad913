import { Tabs } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { InvoicesTab } from '../../features/admin/store/invoices-tab';
import { OrdersTab } from '../../features/admin/store/orders-tab';
import { PricesTab } from '../../features/admin/store/prices-tab';
import { RevenueTab } from '../../features/admin/store/revenue-tab';

const TABS = ['orders', 'prices', 'invoices', 'revenue'] as const;
type Tab = (typeof TABS)[number];

/** The store (issue 26): orders and refunds, plan prices, fapiao requests and revenue; the tab is in the address (?tab=). */
export default function AdminStore() {
  const { t } = useTranslation('admin');
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab: Tab = (TABS as readonly string[]).includes(asked ?? '') ? (asked as Tab) : 'orders';
  const panes: Record<Tab, ReactNode> = { orders: <OrdersTab />, prices: <PricesTab />, invoices: <InvoicesTab />, revenue: <RevenueTab /> };
  return (
    <section>
      <h1>{t('store.heading')}</h1>
      <p className="admin-lead">{t('store.lead')}</p>
      <Tabs
        activeKey={tab}
        destroyOnHidden
        onChange={(key) => setParams(key === 'orders' ? {} : { tab: key }, { replace: true })}
        items={TABS.map((key) => ({ key, label: t(`store.tabs.${key}`), children: panes[key] }))}
      />
    </section>
  );
}
