import { useTranslation } from 'react-i18next';
import { lottery } from '@marketlens/core/contract';
import { PageMeta } from '../../components/page-meta';
import type { MobileTitleHandle } from '../../features/mobile/mobile-frame';
import { useLocalize } from '../../lib/lang';
import { useRuntimeConfig } from '../../lib/runtime-config';

const STEPS = ['claim', 'ship', 'track', 'virtual', 'help'] as const;


export const handle: MobileTitleHandle = { mobileTitle: 'links.delivery' };

/** `/m/DeliveryInfo`: how prizes of the lucky draw are claimed and delivered. */
export default function MobileDeliveryInfo() {
  const { t } = useTranslation('mobile');
  const { brand } = useRuntimeConfig();
  const localize = useLocalize();
  return (
    <>
      <PageMeta title={`${t('links.delivery')} - MarketLens`} description={t('delivery.lead', { days: lottery.LOTTERY_LIMITS.claimDays })} />
      <section className="m-section">
        <h1 className="m-section-title">{t('links.delivery')}</h1>
        <p className="m-page-lead">{t('delivery.lead', { days: lottery.LOTTERY_LIMITS.claimDays })}</p>
        <ol className="m-card-list">
          {STEPS.map((s) => (
            <li key={s}>
              <h2 className="m-card-title">{t(`delivery.${s}.title`)}</h2>
              <p>{t(`delivery.${s}.text`, { days: lottery.LOTTERY_LIMITS.claimDays, email: brand.supportEmail, chat: brand.supportChat })}</p>
            </li>
          ))}
        </ol>
        <a className="m-button m-button-primary m-button-block" href={localize('/m/ReceivePrize')}>
          {t('claim.title')}
        </a>
      </section>
    </>
  );
}
