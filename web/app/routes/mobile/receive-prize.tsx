import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageMeta } from '../../components/page-meta';
import type { MobileTitleHandle } from '../../features/mobile/mobile-frame';
import { useSheets } from '../../features/mobile/sheets';
import { lazyAntd } from '../../lib/lazy-antd';
import { useIsLoggedIn } from '../../lib/session';

export const handle: MobileTitleHandle = { mobileTitle: 'claim.title' };

const ClaimForm = lazyAntd(() => import('../../features/lottery/claim-form').then((m) => m.ClaimForm));

/** `/m/ReceivePrize?drawId=`: the winner gives the delivery details of a physical prize. */
export default function ReceivePrize() {
  const { t } = useTranslation('mobile');
  const { t: tc } = useTranslation();
  const [params] = useSearchParams();
  const loggedIn = useIsLoggedIn();
  const sheets = useSheets();
  const drawId = Number(params.get('drawId')) || undefined;
  return (
    <>
      <PageMeta title={t('meta.receive.title')} description={t('claim.lead')} />
      <section className="m-section">
        <h1 className="m-section-title">{t('claim.title')}</h1>
        <p className="m-page-lead">{t('claim.lead')}</p>
        {loggedIn ? (
          <Suspense fallback={<p className="m-hot-note">{t('claim.loading')}</p>}>
            <ClaimForm drawId={drawId} />
          </Suspense>
        ) : (
          <>
            <p className="m-guest-warning" role="alert" data-testid="guest-warning">
              {tc('guestGuardMobile')}
            </p>
            <button type="button" className="m-button m-button-primary m-button-block" onClick={() => sheets.open('login')} data-testid="claim-login">
              {t('claim.login')}
            </button>
          </>
        )}
      </section>
    </>
  );
}
