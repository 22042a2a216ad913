import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageMeta } from '../../components/page-meta';
import { CheckCircleIcon } from '../../components/icons/icons';
import { useLocalize } from '../../lib/lang';
import { useRuntimeConfig } from '../../lib/runtime-config';
import { PromoteSuccessDetails } from '../../features/promote/promote-success';
import { AntdScope } from '../../lib/antd-scope';
import promoteCss from '../../styles/promote.css?url';
import { inlineCss } from '../../lib/inline-css';

export const handle = inlineCss({ promote: promoteCss });

/**
 * `/promote/mobile/success` (and the `mobile2`, `mobile3` variants'): where a mobile registration ends,
 * with the trial gift, a promotion's coupon (`?promotion=`) and, after a fast registration, the password.
 */
export default function PromoteMobileSuccess() {
  const { t } = useTranslation('mobile');
  const localize = useLocalize();
  const { siteOrigin } = useRuntimeConfig();
  const [params] = useSearchParams();
  const promotionId = Number(params.get('promotion')) || undefined;
  return (
    <>
      <PageMeta title={t('meta.success.title')} description={t('success.lead')} />
      <section className="m-section m-success" data-testid="m-register-success">
        <CheckCircleIcon className="m-success-icon" aria-hidden />
        <h1 className="m-section-title">{t('success.title')}</h1>
        <p className="m-page-lead">{t('success.lead')}</p>
        <AntdScope>
          <PromoteSuccessDetails promotionId={promotionId} />
        </AntdScope>
        <p className="m-success-origin">{t('success.site', { origin: siteOrigin })}</p>
        <a className="m-button m-button-primary m-button-block" href={localize('/m/lottery')}>
          {t('success.lottery')}
        </a>
        <a className="m-button m-button-block" href={localize('/m')}>
          {t('success.home')}
        </a>
      </section>
    </>
  );
}
