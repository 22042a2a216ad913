import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Empty, Modal, Pagination, Skeleton, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { storeApi } from '@marketlens/core/api';
import type { store } from '@marketlens/core/contract';
import { formatDate, formatDateTime } from '@marketlens/core/format';
import { PageMeta } from '../../components/page-meta';
import { AntdScope } from '../../lib/antd-scope';
import { useHttp } from '../../lib/http';
import { useLocalize } from '../../lib/lang';
import { QueryScope } from '../../lib/query-scope';
import { useIsLoggedIn } from '../../lib/session';
import { useHydrated } from '../../lib/use-hydrated';
import { InvoiceForm } from './invoice-form';
import { useYuan } from './money';
import { OrderReceipt } from './order-receipt';
import { loginThen, orderPath, ORDERS_PATH } from './paths';
import { usePlanName } from './plan-name';

const PAGE_SIZE = 10;
const STATUS_COLOR: Record<store.OrderStatus, string> = { pending: 'blue', paid: 'green', expired: 'default', closed: 'default', refunded: 'orange' };
const INVOICE_COLOR = { requested: 'blue', issued: 'green', rejected: 'red' } as const;

type Dialog = { kind: 'receipt' | 'invoice'; order: store.Order } | null;

function OrderItem({ order, onDialog }: { order: store.Order; onDialog: (d: Dialog) => void }) {
  const { t } = useTranslation('store');
  const yuan = useYuan();
  const planName = usePlanName();
  const localize = useLocalize();
  const http = useHttp();
  const client = useQueryClient();
  const { message } = App.useApp();
  const cancel = async () => {
    const res = await storeApi.cancelOrder(http, { body: { orderNo: order.orderNo } }, { verifyCode: false }).catch(() => null);
    if (res?.code === 200) await client.invalidateQueries({ queryKey: ['store', 'orders'] });
    else void message.error(res?.message || t('errors.network'));
  };
  const paid = order.status === 'paid' || order.status === 'refunded';
  return (
    <li className="store-order" data-testid="store-order">
      <div className="store-order-head">
        <strong>{planName(order.planId)}</strong>
        <Tag color={STATUS_COLOR[order.status]} data-testid="store-order-status">
          {t(`orders.status.${order.status}`)}
        </Tag>
        {order.paidLate ? <Tag color="gold">{t('orders.paidLate')}</Tag> : null}
        <span className="store-order-amount">{yuan(order.amountFen)}</span>
      </div>
      <dl className="store-order-facts">
        <div>
          <dt>{t('orders.no')}</dt>
          <dd>{order.orderNo}</dd>
        </div>
        <div>
          <dt>{t('orders.created')}</dt>
          <dd>{formatDateTime(order.createdAt, 'YYYY-MM-DD HH:mm')}</dd>
        </div>
        {order.paidAt ? (
          <div>
            <dt>{t('orders.paidAt')}</dt>
            <dd>{formatDateTime(order.paidAt, 'YYYY-MM-DD HH:mm')}</dd>
          </div>
        ) : null}
        {order.grantedFrom ? (
          <div>
            <dt>{t('orders.period')}</dt>
            <dd>{`${formatDate(order.grantedFrom)} – ${formatDate(order.grantedUntil)}`}</dd>
          </div>
        ) : null}
        {order.refundedFen > 0 ? (
          <div>
            <dt>{t('orders.refunded')}</dt>
            <dd>{yuan(order.refundedFen)}</dd>
          </div>
        ) : null}
        {order.invoice ? (
          <div>
            <dt>{t('orders.invoice')}</dt>
            <dd>
              <Tag color={INVOICE_COLOR[order.invoice.status]} data-testid="store-invoice-status">
                {t(`invoice.status.${order.invoice.status}`)}
              </Tag>
              {order.invoice.note}
            </dd>
          </div>
        ) : null}
      </dl>
      <div className="store-order-actions">
        {order.status === 'pending' ? (
          <>
            <Button type="primary" size="small" href={localize(orderPath(order.orderNo, false))}>
              {t('orders.continue')}
            </Button>
            <Button size="small" onClick={() => void cancel()}>
              {t('pay.cancel')}
            </Button>
          </>
        ) : null}
        {paid ? (
          <Button size="small" onClick={() => onDialog({ kind: 'receipt', order })} data-testid="store-receipt-open">
            {t('orders.receipt')}
          </Button>
        ) : null}
        {order.status === 'paid' && !order.invoice ? (
          <Button size="small" onClick={() => onDialog({ kind: 'invoice', order })} data-testid="store-invoice-open">
            {t('orders.requestInvoice')}
          </Button>
        ) : null}
      </div>
    </li>
  );
}

function Orders() {
  const { t } = useTranslation('store');
  const http = useHttp();
  const localize = useLocalize();
  const hydrated = useHydrated();
  const loggedIn = useIsLoggedIn();
  const [page, setPage] = useState(1);
  const [dialog, setDialog] = useState<Dialog>(null);
  const query = useQuery({
    queryKey: ['store', 'orders', page],
    queryFn: async () => {
      const res = await storeApi.orders(http, { query: { pageNum: page, pageSize: PAGE_SIZE } }, { verifyCode: false });
      if (res.code !== 200 || !res.data) throw new Error(res.message || t('errors.generic'));
      return res.data;
    },
    enabled: hydrated && loggedIn,
  });
  if (!hydrated) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (!loggedIn)
    return (
      <Empty description={t('orders.guest')}>
        <Button type="primary" href={localize(loginThen(ORDERS_PATH))}>
          {t('checkout.login')}
        </Button>
      </Empty>
    );
  if (query.isError) return <Alert type="error" showIcon title={query.error.message} action={<Button onClick={() => void query.refetch()}>{t('errors.retry')}</Button>} />;
  if (!query.data) return <Skeleton active paragraph={{ rows: 6 }} />;
  return (
    <>
      {query.data.rows.length ? (
        <ul className="store-orders" data-testid="store-orders">
          {query.data.rows.map((o) => (
            <OrderItem key={o.orderNo} order={o} onDialog={setDialog} />
          ))}
        </ul>
      ) : (
        <Empty description={t('orders.empty')}>
          <Button type="primary" href={localize('/pricing')}>
            {t('orders.seePlans')}
          </Button>
        </Empty>
      )}
      {query.data.total > PAGE_SIZE ? <Pagination current={page} pageSize={PAGE_SIZE} total={query.data.total} onChange={setPage} showSizeChanger={false} /> : null}
      <Modal open={dialog !== null} onCancel={() => setDialog(null)} footer={null} title={dialog?.kind === 'invoice' ? t('invoice.heading') : null} destroyOnHidden>
        {dialog?.kind === 'receipt' ? <OrderReceipt order={dialog.order} /> : null}
        {dialog?.kind === 'invoice' ? <InvoiceForm orderNo={dialog.order.orderNo} onDone={() => setDialog(null)} /> : null}
      </Modal>
    </>
  );
}

/** The member's orders (`/account/orders`): status, plan, amount, period granted, the receipt and the fapiao request. */
export function OrdersPage() {
  const { t } = useTranslation('store');
  const localize = useLocalize();
  return (
    <QueryScope>
      <AntdScope>
        <div className="store container store-orders-page" data-testid="store-orders-page">
          <PageMeta title={t('orders.meta')} description={t('orders.lead')} />
          <header className="store-orders-head">
            <div>
              <h1 className="store-title">{t('orders.title')}</h1>
              <p className="store-lead">{t('orders.lead')}</p>
            </div>
            <a className="btn btn-primary" href={localize('/pricing')}>
              {t('orders.seePlans')}
            </a>
          </header>
          <Orders />
        </div>
      </AntdScope>
    </QueryScope>
  );
}
