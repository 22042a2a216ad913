import { Alert, Button, Result, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import type { store } from '@marketlens/core/contract';
import { PageMeta } from '../../components/page-meta';
import { AntdScope } from '../../lib/antd-scope';
import { useLocalize } from '../../lib/lang';
import { QueryScope } from '../../lib/query-scope';
import { useIsLoggedIn } from '../../lib/session';
import { useHydrated } from '../../lib/use-hydrated';
import { useSheets } from '../mobile/sheets';
import { findPlan, type PlansData } from './catalog';
import { CheckoutForm, type Created } from './checkout-form';
import { PayStep } from './pay-step';
import { loginThen, pricingPath, rememberedOrder } from './paths';
import { useOrderPoll } from './use-order-poll';

/** The plan a checkout opens on when the address names none: the operation tier's year, else the first on sale. */
const DEFAULT_PLAN = 12;

function GuestPrompt({ mobile }: { mobile: boolean }) {
  const { t } = useTranslation('store');
  const localize = useLocalize();
  const { pathname, search } = useLocation();
  return (
    <Result
      status="info"
      title={t('checkout.guestTitle')}
      subTitle={t('checkout.guestBody')}
      data-testid="store-guest"
      extra={mobile ? <MobileLogin /> : <Button type="primary" href={localize(loginThen(pathname.replace(/^\/(en|ru)(?=\/)/, '') + search))}>{t('checkout.login')}</Button>}
    />
  );
}

function MobileLogin() {
  const { t } = useTranslation('store');
  const sheets = useSheets();
  return (
    <Button type="primary" onClick={() => sheets.open('login', () => window.location.reload())}>
      {t('checkout.login')}
    </Button>
  );
}

/** The checkout waiting for an order it did not create in this visit (a gateway's return, the orders page). */
function WaitOrder({ orderNo, onAgain }: { orderNo: string; onAgain: () => void }) {
  const { t } = useTranslation('store');
  const poll = useOrderPoll(orderNo);
  if (poll.data) return <PayStep order={poll.data} onAgain={onAgain} />;
  if (poll.isError)
    return (
      <Alert type="error" showIcon title={poll.error.message || t('errors.generic')} action={<Button onClick={onAgain}>{t('closed.again')}</Button>} data-testid="store-error" />
    );
  return <Skeleton active paragraph={{ rows: 4 }} />;
}

function Checkout({ data, mobile }: { data: PlansData | null; mobile: boolean }) {
  const { t } = useTranslation('store');
  const localize = useLocalize();
  const hydrated = useHydrated();
  const loggedIn = useIsLoggedIn();
  const [params, setParams] = useSearchParams();
  const [created, setCreated] = useState<Created | null>(null);
  // The address is read in the browser only: the server renders (and caches) the page without it.
  if (!hydrated) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (!loggedIn) return <GuestPrompt mobile={mobile} />;
  const plans = data?.plans ?? [];
  const plan = findPlan(plans, Number(params.get('plan'))) ?? findPlan(plans, DEFAULT_PLAN) ?? plans.find((p) => p.onSale && p.tier !== 'trial');
  const orderNo = params.get('order') ?? (params.get('paid') ? rememberedOrder() : null);
  const again = () => {
    setCreated(null);
    setParams(plan ? { plan: String(plan.planId) } : {}, { replace: true });
  };
  if (created) return <PayStep order={created.order} action={created.action} onAgain={again} />;
  if (orderNo) return <WaitOrder orderNo={orderNo} onAgain={again} />;
  if (!data || !plan) return <Alert type="warning" showIcon title={t('pricing.unavailable')} data-testid="store-unavailable" />;
  const coupon = Number(params.get('coupon')) || undefined;
  const method = params.get('method') as store.PayMethod | null;
  return (
    <>
      <a className="store-back" href={localize(pricingPath(mobile))}>
        {t('checkout.back')}
      </a>
      <CheckoutForm
        data={data}
        plan={plan}
        onPlan={(planId) => setParams({ plan: String(planId) }, { replace: true })}
        device={{ mobile, userAgent: navigator.userAgent, wechatCode: params.get('code') }}
        initialCoupon={coupon}
        initialMethod={method ?? undefined}
        onCreated={setCreated}
      />
    </>
  );
}

/** The checkout (`/pricing/checkout`, and the plans page's checkout step on the mobile site). */
export function CheckoutPage({ data, mobile = false }: { data: PlansData | null; mobile?: boolean }) {
  const { t } = useTranslation('store');
  return (
    <QueryScope>
      <AntdScope>
        <div className={mobile ? 'store store-mobile store-checkout' : 'store container store-checkout'} data-testid="store-checkout">
          <PageMeta title={t('checkout.meta')} description={t('pricing.metaDescription')} />
          <h1 className="store-title">{t('checkout.title')}</h1>
          <Checkout data={data} mobile={mobile} />
        </div>
      </AntdScope>
    </QueryScope>
  );
}
