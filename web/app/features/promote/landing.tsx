import { useTranslation } from 'react-i18next';
import { TIERS } from '@marketlens/core/constants';
import { PageMeta } from '../../components/page-meta';
import { PlanTiers } from '../../components/marketing/plan-tiers';
import { MarketProof } from './market-proof';
import type { PromoteData } from './promote-data.server';
import { PROMOTE_VARIANTS } from './variants';
import { PromoteRegister } from './promote-register';

const GETS = ['trial', 'lists', 'shops', 'mentor'] as const;

/** What a member gets, in cards (desktop) or a list (mobile). */
export function PromoteGets({ site }: { site: 'desktop' | 'mobile' }) {
  const { t } = useTranslation('promote');
  return (
    <section className={site === 'mobile' ? 'm-section' : 'section container'} aria-labelledby="promote-gets-title">
      <h2 id="promote-gets-title" className={site === 'mobile' ? 'm-section-title' : 'section-title'}>
        {t('gets.title')}
      </h2>
      <ul className={site === 'mobile' ? 'm-card-list' : 'promote-gets'}>
        {GETS.map((k) => (
          <li key={k}>
            <h3>{t(`gets.${k}.title`)}</h3>
            <p>{t(`gets.${k}.body`)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

const TIER_ORDER = [TIERS.trial, TIERS.starter, TIERS.operation, TIERS.ultimate, TIERS.professional] as const;

/** The membership plans in the phone's width. */
function MobilePlans() {
  const { t } = useTranslation('promote');
  const { t: th } = useTranslation('home');
  return (
    <section className="m-section" aria-labelledby="promote-plans-title">
      <h2 id="promote-plans-title" className="m-section-title">
        {t('plans.title')}
      </h2>
      <p className="m-page-lead">{t('plans.lead')}</p>
      <ul className="m-card-list">
        {TIER_ORDER.map((tier) => (
          <li key={tier}>
            <h3>{th(`plans.${tier}.name`)}</h3>
            <p>{th(`plans.${tier}.body`)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A desktop promote page: the pitch beside the registration form, then what members get, live proof and the plans. */
export function PromoteLanding({ data }: { data: PromoteData }) {
  const { t } = useTranslation('promote');
  const variant = PROMOTE_VARIANTS[data.variant];
  const channel = data.channel;
  return (
    <>
      <PageMeta title={t(`meta.${variant.meta}.title`)} description={t(`meta.${variant.meta}.description`)} />
      <section className="promote-hero" data-testid="promote-page" data-variant={data.variant}>
        <div className="container promote-hero-inner">
          <div className="promote-hero-pitch">
            <p className="promote-eyebrow">{channel ? t('header.partner', { name: channel.channelName }) : t('hero.eyebrow')}</p>
            <h1>{t('hero.title')}</h1>
            <p className="promote-lead">{t('hero.lead')}</p>
            {channel ? <p className="promote-lead">{t('hero.channelLead', { name: channel.channelName })}</p> : null}
          </div>
          <div className="promote-hero-card">
            <PromoteRegister mode={variant.mode} urlCode={data.urlCode ?? undefined} site="desktop" />
          </div>
        </div>
      </section>
      <PromoteGets site="desktop" />
      <MarketProof survey={data.survey} hotGoods={data.hotGoods} site="desktop" />
      <PlanTiers />
    </>
  );
}

/** A mobile promote page: pitch, form, what members get, live proof; success goes to the variant's success page. */
export function PromoteMobileLanding({ data }: { data: PromoteData }) {
  const { t } = useTranslation('promote');
  const variant = PROMOTE_VARIANTS[data.variant];
  const channel = data.channel;
  return (
    <>
      <PageMeta title={t(`meta.${variant.meta}.title`)} description={t(`meta.${variant.meta}.description`)} />
      <section className="m-section promote-m-hero" data-testid="promote-page" data-variant={data.variant}>
        <p className="promote-eyebrow">{channel ? t('header.partner', { name: channel.channelName }) : t('hero.eyebrow')}</p>
        <h1 className="m-section-title">{t('hero.title')}</h1>
        <p className="m-page-lead">{t('hero.lead')}</p>
        <PromoteRegister mode={variant.mode} urlCode={data.urlCode ?? undefined} site="mobile" successPath={`/promote/${data.variant}/success`} />
      </section>
      <PromoteGets site="mobile" />
      <MarketProof survey={data.survey} hotGoods={data.hotGoods} site="mobile" />
      <MobilePlans />
    </>
  );
}
