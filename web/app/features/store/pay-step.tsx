import { Alert, Button, Spin } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { storeApi } from '@marketlens/core/api';
import type { store } from '@marketlens/core/contract';
import { useHttp } from '../../lib/http';
import { useYuan } from './money';
import { clock, invokeWeChatPay, secondsLeft } from './pay-channel';
import { rememberOrder } from './paths';
import { ClosedView, PaidView } from './pay-result';
import { usePlanName } from './plan-name';
import { QrImage } from './qr-image';
import { useNow, useOrderPoll } from './use-order-poll';

interface PayStepProps {
  order: store.Order;
  /** What the gateway asked the page to do; none when the buyer came back from a gateway's page. */
  action?: store.PaymentAction;
  onAgain: () => void;
}

/** What the page asks of the buyer for each kind of payment action. */
function ActionView({ order, action, onError }: { order: store.Order; action: store.PaymentAction; onError: (m: string) => void }) {
  const { t } = useTranslation('store');
  const http = useHttp();
  const [busy, setBusy] = useState(false);
  const started = useRef(false);
  useEffect(() => {
    // A gateway's own page (H5, wap) or WeChat's pay sheet opens once, as soon as the order exists.
    if (started.current) return;
    started.current = true;
    if (action.kind === 'redirect') {
      rememberOrder(order.orderNo);
      window.location.assign(action.url);
    }
    if (action.kind === 'jsapi') void invokeWeChatPay(action.params);
  }, [action, order.orderNo]);
  const simulate = async () => {
    setBusy(true);
    try {
      const res = await storeApi.simulatePayment(http, { body: { orderNo: order.orderNo } }, { verifyCode: false });
      if (res.code !== 200) onError(res.message || t('errors.generic'));
    } catch {
      onError(t('errors.network'));
    } finally {
      setBusy(false);
    }
  };
  switch (action.kind) {
    case 'qr':
      return (
        <div className="store-pay-qr">
          <QrImage text={action.codeUrl} label={t(`pay.qrAlt.${order.method}`)} />
          <p>{t(`pay.scan.${order.method}`)}</p>
        </div>
      );
    case 'redirect':
      return (
        <p>
          {t('pay.redirecting')}{' '}
          <a href={action.url} data-testid="store-redirect">
            {t('pay.redirectLink')}
          </a>
        </p>
      );
    case 'jsapi':
      return (
        <Button type="primary" size="large" onClick={() => void invokeWeChatPay(action.params)}>
          {t('pay.wechatAgain')}
        </Button>
      );
    case 'simulate':
      return (
        <div className="store-pay-dev">
          <p>{t('pay.simulateNote')}</p>
          <Button type="primary" size="large" loading={busy} onClick={() => void simulate()} data-testid="store-simulate">
            {t('pay.simulate')}
          </Button>
        </div>
      );
  }
}

/**
 * The payment step: the QR code, the gateway's page, WeChat's pay sheet or the simulate button; the
 * order is asked about every two seconds and the page moves on by itself once it is paid. An unpaid
 * order closes after 15 minutes: the countdown says how long is left.
 */
export function PayStep({ order: created, action, onAgain }: PayStepProps) {
  const { t } = useTranslation('store');
  const http = useHttp();
  const yuan = useYuan();
  const planName = usePlanName();
  const now = useNow();
  const poll = useOrderPoll(created.orderNo, created);
  const order = poll.data ?? created;
  const [error, setError] = useState('');
  const [cancelling, setCancelling] = useState(false);
  const left = secondsLeft(order.expiresAt, now);

  if (order.status === 'paid') return <PaidView order={order} />;
  if (order.status !== 'pending' || left === 0) return <ClosedView order={order} onAgain={onAgain} />;

  const cancel = async () => {
    setCancelling(true);
    const res = await storeApi.cancelOrder(http, { body: { orderNo: order.orderNo } }, { verifyCode: false }).catch(() => null);
    setCancelling(false);
    if (res?.code === 200) onAgain();
    else setError(res?.message || t('errors.network'));
  };

  return (
    <section className="store-pay" data-testid="store-pay" aria-live="polite">
      <header className="store-pay-head">
        <h2>{t('pay.title', { amount: yuan(order.amountFen) })}</h2>
        <p>
          {planName(order.planId)} · {t('pay.orderNo', { no: order.orderNo })}
        </p>
      </header>
      {action ? <ActionView order={order} action={action} onError={setError} /> : <p>{t('pay.returned')}</p>}
      <p className="store-pay-wait">
        <Spin size="small" /> {t('pay.waiting')}
      </p>
      <p className="store-countdown" data-testid="store-countdown">
        {t('pay.countdown', { time: clock(left) })}
      </p>
      {error ? <Alert type="error" showIcon title={error} data-testid="store-error" /> : null}
      <div className="store-pay-actions">
        <Button onClick={() => void poll.refetch()}>{t('pay.paidCheck')}</Button>
        <Button type="link" loading={cancelling} onClick={() => void cancel()} data-testid="store-cancel">
          {t('pay.cancel')}
        </Button>
      </div>
    </section>
  );
}
