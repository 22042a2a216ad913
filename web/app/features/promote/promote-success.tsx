import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { useAuthState } from '@marketlens/core/auth';
import { promotion as calls } from '@marketlens/core/contract';
import { formatDate } from '@marketlens/core/format';
import { CheckCircleIcon } from '../../components/icons/icons';
import { useAuth } from '../auth/use-auth';
import { useHttp, useStores } from '../../lib/http';
import { useLocalize } from '../../lib/lang';
import { useIsLoggedIn } from '../../lib/session';
import { SetPasswordCard } from './set-password-card';

/** The coupon a promotion credited to the member, read with the member's session. */
function useOwnedCoupon(promotionId: number | undefined): string | null {
  const http = useHttp();
  const loggedIn = useIsLoggedIn();
  const [name, setName] = useState<string | null>(null);
  useEffect(() => {
    if (!promotionId || !loggedIn) return;
    let live = true;
    void http
      .call(calls.promotionDetail, { query: { id: promotionId } }, { verifyCode: false })
      .then((res) => live && res.data?.couponOwned && setName(res.data.coupon?.name ?? ''))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [http, promotionId, loggedIn]);
  return name;
}

interface PromoteSuccessProps {
  /** The promotion registered through, whose coupon the page confirms. */
  promotionId?: number | undefined;
  /** 'mobile' uses the mobile site's buttons. */
  site: 'desktop' | 'mobile';
}

/** What the registration brought: the trial gift with its end date, the promotion's coupon, and the first password of a fast registration. */
export function PromoteSuccessDetails({ promotionId }: { promotionId?: number | undefined }) {
  const { t } = useTranslation('promote');
  const { user } = useStores();
  const loggedIn = useIsLoggedIn();
  const product = useStore(user, (s) => s.product);
  const hasPassword = useStore(user, (s) => s.passwordStatus || s.info?.user.passwordStatus === true);
  const auth = useAuth();
  const passwordDone = useAuthState(auth, (s) => s.done);
  const coupon = useOwnedCoupon(promotionId);
  const until = product?.maturityTime ?? product?.bonus?.endTime ?? null;
  return (
    <div className="promote-success-details">
      <p data-testid="promote-trial">{until ? t('success.trial', { date: formatDate(until) }) : t('success.trialPending')}</p>
      {coupon !== null ? <p data-testid="promote-coupon">{coupon ? t('success.coupon', { name: coupon }) : t('success.couponPlain')}</p> : null}
      {(loggedIn && !hasPassword) || passwordDone ? <SetPasswordCard auth={auth} /> : null}
    </div>
  );
}

/** What a desktop promote registration ends on, in place of the form: the details and the way into the workbench. */
export function PromoteSuccess({ promotionId, site }: PromoteSuccessProps) {
  const { t } = useTranslation('promote');
  const localize = useLocalize();
  const button = site === 'mobile' ? 'm-button m-button-primary m-button-block' : 'btn btn-primary btn-lg';
  return (
    <section className="promote-success" data-testid="promote-success" aria-live="polite">
      <CheckCircleIcon className="promote-success-icon" aria-hidden />
      <h2 className="promote-success-title">{t('success.title')}</h2>
      <PromoteSuccessDetails promotionId={promotionId} />
      <a className={button} href={localize('/workbench/dashboard')}>
        {t('success.workbench')}
      </a>
    </section>
  );
}
