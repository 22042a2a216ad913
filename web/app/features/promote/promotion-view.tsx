import { Button } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { promotion as calls } from '@marketlens/core/contract';
import { formatDate, formatMoney } from '@marketlens/core/format';
import { PageMeta } from '../../components/page-meta';
import { useHttp } from '../../lib/http';
import { useLang, useLocalize } from '../../lib/lang';
import { useIsLoggedIn } from '../../lib/session';
import { useHydrated } from '../../lib/use-hydrated';
import type { PromotionData } from './promote-data.server';
import { PromoteRegister } from './promote-register';

type Promotion = calls.Promotion;

/** The member's own sign-up: a join button that credits the coupon once, or what they already have. */
function MemberSignup({ promo, site }: { promo: Promotion; site: 'desktop' | 'mobile' }) {
  const { t } = useTranslation('promote');
  const http = useHttp();
  const [state, setState] = useState<{ joined: boolean; owned: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    let live = true;
    void http
      .call(calls.promotionDetail, { query: { id: promo.id } }, { verifyCode: false })
      .then((res) => live && res.data && setState({ joined: res.data.joined, owned: res.data.couponOwned }))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [http, promo.id]);
  const join = async () => {
    setBusy(true);
    const res = await http.call(calls.joinPromotion, { body: { id: promo.id } }).catch(() => null);
    setBusy(false);
    if (res?.code === 200) setState({ joined: true, owned: promo.coupon !== null });
  };
  if (state?.joined) {
    return (
      <div className="promotion-joined" data-testid="promotion-joined">
        <p>{t('promotion.joined')}</p>
        {state.owned ? <p>{t('promotion.couponOwned')}</p> : null}
      </div>
    );
  }
  return (
    <Button type="primary" size="large" block={site === 'mobile'} loading={busy} disabled={state === null} onClick={() => void join()} data-testid="promotion-join">
      {promo.coupon ? t('promotion.joinCoupon') : t('promotion.join')}
    </Button>
  );
}

/** A promotion page (desktop or mobile): the offer, its period, what the member gets, the coupon and the sign-up. */
export function PromotionView({ data, site }: { data: PromotionData; site: 'desktop' | 'mobile' }) {
  const { t } = useTranslation('promote');
  const lang = useLang();
  const localize = useLocalize();
  const loggedIn = useIsLoggedIn();
  const hydrated = useHydrated();
  // Who the visitor was when the page came up: a guest who registers here keeps the form's success
  // in view instead of switching to the member's sign-up the moment the session exists.
  const [wasGuest, setWasGuest] = useState<boolean | null>(null);
  if (hydrated && wasGuest === null) setWasGuest(!loggedIn);
  const member = wasGuest === false;
  const promo = data.promotion;
  const box = site === 'mobile' ? 'm-section promotion-page is-mobile' : 'container promotion-page';
  if (!promo) {
    return (
      <section className={box} data-testid="promotion-none">
        <PageMeta title={t('promotion.none')} description={t('meta.promotion.description')} />
        <h1>{t('promotion.none')}</h1>
        <p>{t('promotion.noneLead')}</p>
        <PromoteRegister mode="promote_register" urlCode={data.channel?.urlCode} site={site} {...(site === 'mobile' ? { successPath: '/promote/mobile/success' } : {})} />
      </section>
    );
  }
  const money = (cents: number) => formatMoney(cents, { lang, currency: 'CNY', kind: 'price' });
  const successPath = site === 'mobile' ? `/promote/mobile/success?promotion=${promo.id}` : undefined;
  return (
    <article className={box} data-testid="promotion-page" data-status={promo.status}>
      <PageMeta title={promo.title} description={promo.offer} />
      <header className="promotion-head">
        <span className={`promotion-status is-${promo.status}`}>{t(`promotion.status.${promo.status}`)}</span>
        <h1>{promo.title}</h1>
        <p className="promotion-period">{t('promotion.period', { start: formatDate(promo.startsAt), end: formatDate(promo.endsAt) })}</p>
        <p className="promotion-offer">{promo.offer}</p>
      </header>
      <div className="promotion-body">
        <div className="promotion-details">
          <h2>{t('promotion.gets')}</h2>
          <ul className="promotion-benefits">
            {promo.benefits.map((b) => (
              <li key={b}>{b}</li>
            ))}
          </ul>
          {promo.coupon ? (
            <div className="promotion-coupon" data-testid="promotion-coupon">
              <p className="promotion-coupon-label">{t('promotion.coupon')}</p>
              <p className="promotion-coupon-amount">{t('promotion.amount', { amount: money(promo.coupon.amount) })}</p>
              <p className="promotion-coupon-name">{promo.coupon.name}</p>
              <p className="promotion-coupon-terms">
                {promo.coupon.threshold > 0 ? t('promotion.threshold', { amount: money(promo.coupon.threshold) }) : t('promotion.noThreshold')} · {t('promotion.validUntil', { date: formatDate(promo.coupon.validUntil) })}
              </p>
            </div>
          ) : null}
        </div>
        <div className="promotion-signup">
          {promo.status === 'ended' ? <p className="promotion-closed">{t('promotion.ended')}</p> : null}
          {promo.status === 'upcoming' ? <p className="promotion-closed">{t('promotion.upcoming')}</p> : null}
          {promo.status === 'live' && member ? <MemberSignup promo={promo} site={site} /> : null}
          {promo.status === 'live' && !member ? (
            <PromoteRegister
              mode="promote_register"
              urlCode={data.channel?.urlCode ?? promo.urlCode ?? undefined}
              promotionId={promo.id}
              site={site}
              successPath={successPath}
              title={t('promotion.signupTitle')}
              note={t('promotion.signupLead', { coupon: promo.coupon ? t('promotion.signupCoupon') : '' })}
            />
          ) : null}
          {promo.status !== 'live' ? (
            <a className={site === 'mobile' ? 'm-button m-button-block' : 'btn btn-ghost'} href={localize(site === 'mobile' ? '/m' : '/')}>
              {t('promotion.back')}
            </a>
          ) : null}
        </div>
      </div>
    </article>
  );
}
