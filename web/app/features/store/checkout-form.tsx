import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Radio, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { storeApi } from '@marketlens/core/api';
import type { store } from '@marketlens/core/contract';
import { formatDate } from '@marketlens/core/format';
import { useHttp } from '../../lib/http';
import { useLocalize } from '../../lib/lang';
import { catalog, type Plan, type PlansData } from './catalog';
import { useYuan } from './money';
import { channelFor, needsWeChatCode, wechatOAuthUrl, type Device } from './pay-channel';
import { returnPath } from './paths';
import { PlanPicker } from './plan-picker';
import { QuoteBox } from './quote-box';

export interface Created {
  order: store.Order;
  action: store.PaymentAction;
}

interface CheckoutFormProps {
  data: PlansData;
  plan: Plan;
  onPlan: (planId: number) => void;
  device: Device;
  initialCoupon?: number;
  initialMethod?: store.PayMethod;
  onCreated: (created: Created) => void;
}

/** A coupon fits the plan when it names no plans or this one, and the plan's price reaches its threshold. */
const fits = (c: Plan, coupon: { planIds: number[]; threshold: number }) => (!coupon.planIds.length || coupon.planIds.includes(c.planId)) && c.priceFen >= coupon.threshold;

/**
 * The checkout: the plan and its duration, a coupon, the server's quote (what the plan does for this
 * member and what it costs) and the payment method; paying creates the order and its payment.
 */
export function CheckoutForm({ data, plan, onPlan, device, initialCoupon, initialMethod, onCreated }: CheckoutFormProps) {
  const { t } = useTranslation('store');
  const http = useHttp();
  const yuan = useYuan();
  const localize = useLocalize();
  const [couponId, setCoupon] = useState<number | undefined>(initialCoupon);
  const [method, setMethod] = useState<store.PayMethod | undefined>(initialMethod && data.methods.includes(initialMethod) ? initialMethod : data.methods[0]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  const coupons = useQuery({
    queryKey: ['store', 'coupons'],
    queryFn: async () => {
      const res = await storeApi.coupons(http, undefined, { verifyCode: false });
      return res.code === 200 ? (res.data ?? []) : [];
    },
  });
  const usable = (coupons.data ?? []).filter((c) => fits(plan, c));
  const coupon = usable.some((c) => c.couponId === couponId) ? couponId : undefined;

  const quote = useQuery({
    queryKey: ['store', 'quote', plan.planId, coupon ?? null],
    queryFn: async () => {
      const res = await storeApi.quote(http, { body: { planId: plan.planId, couponId: coupon } }, { verifyCode: false });
      if (res.code !== 200 || !res.data) throw new Error(res.message || t('errors.generic'));
      return res.data;
    },
    placeholderData: (prev) => prev,
    retry: false,
    staleTime: 0,
  });

  const pay = async () => {
    if (!method) return;
    setError('');
    if (needsWeChatCode(method, device, data.wechatAppId)) {
      // JSAPI needs the buyer's openid: WeChat's silent OAuth step comes back here with a code, the choices kept.
      const back = new URL(window.location.href);
      back.search = new URLSearchParams({ plan: String(plan.planId), method, ...(coupon ? { coupon: String(coupon) } : {}) }).toString();
      window.location.assign(wechatOAuthUrl(data.wechatAppId ?? '', back.href));
      return;
    }
    setBusy(true);
    try {
      const channel = channelFor(method, device);
      const res = await storeApi.checkout(
        http,
        {
          body: {
            planId: plan.planId,
            couponId: coupon,
            method,
            channel,
            wechatCode: channel === 'jsapi' ? (device.wechatCode ?? undefined) : undefined,
            returnPath: localize(returnPath(device.mobile)),
          },
        },
        { verifyCode: false },
      );
      if (res.code === 200 && res.data) onCreated(res.data);
      else setError(res.message || t('errors.generic'));
    } catch {
      setError(t('errors.network'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="store-checkout-grid">
      <section className="store-card">
        <h2>{t('checkout.choose')}</h2>
        <PlanPicker offers={catalog(data.plans)} plan={plan} onPlan={onPlan} />
        <div className="store-field">
          <span className="store-field-label">{t('checkout.coupon')}</span>
          <Select
            className="store-coupon"
            value={coupon ?? 0}
            onChange={(v: number) => setCoupon(v || undefined)}
            loading={coupons.isPending}
            options={[
              { value: 0, label: usable.length ? t('checkout.noCoupon') : t('checkout.noCoupons') },
              ...usable.map((c) => ({ value: c.couponId, label: t('checkout.couponOption', { name: c.name, amount: yuan(c.amount), date: formatDate(c.validUntil) }) })),
            ]}
            data-testid="store-coupon"
          />
        </div>
        <div className="store-field">
          <span className="store-field-label">{t('checkout.method')}</span>
          <Radio.Group
            optionType="button"
            value={method}
            onChange={(e) => setMethod(e.target.value as store.PayMethod)}
            options={data.methods.map((m) => ({ value: m, label: t(`methods.${m}`) }))}
            data-testid="store-method"
          />
          {method === 'dev' ? <p className="store-note">{t('checkout.devNote')}</p> : null}
        </div>
      </section>
      <section className="store-card store-summary">
        <h2>{t('checkout.summary')}</h2>
        <QuoteBox quote={quote.data} loading={quote.isFetching} error={quote.error ? quote.error.message : ''} />
        {error ? <Alert type="error" showIcon title={error} data-testid="store-error" /> : null}
        <Button type="primary" size="large" block disabled={!method || !quote.data || quote.isFetching} loading={busy} onClick={() => void pay()} data-testid="store-pay-button">
          {quote.data ? t('checkout.pay', { amount: yuan(quote.data.amountFen) }) : t('checkout.payPlain')}
        </Button>
        {data.methods.length ? null : <p className="store-note">{t('checkout.noMethods')}</p>}
        <p className="store-note">{t('checkout.terms')}</p>
      </section>
    </div>
  );
}
