import { useTranslation } from 'react-i18next';
import { PageMeta } from '../../components/page-meta';
import { CheckCircleIcon } from '../../components/icons/icons';
import { useLocalize } from '../../lib/lang';
import { useRuntimeConfig } from '../../lib/runtime-config';

/** `/promote/mobile/success`: where a normal mobile registration ends (the promote pages extend it). */
export default function PromoteMobileSuccess() {
  const { t } = useTranslation('mobile');
  const localize = useLocalize();
  const { siteOrigin } = useRuntimeConfig();
  return (
    <>
      <PageMeta title={t('meta.success.title')} description={t('success.lead')} />
      <section className="m-section m-success" data-testid="m-register-success">
        <CheckCircleIcon className="m-success-icon" aria-hidden />
        <h1 className="m-section-title">{t('success.title')}</h1>
        <p className="m-page-lead">{t('success.lead')}</p>
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
