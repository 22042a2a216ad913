import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageMeta } from '../../components/page-meta';
import { useLocalize } from '../../lib/lang';
import { useIsLoggedIn } from '../../lib/session';
import { bestSaving, catalog, termsOnSale, type PlansData, type Term } from './catalog';
import { CompareTable } from './compare-table';
import { LimitsList } from './limits-list';
import { RenewalCards } from './renewal-cards';
import { TierCard } from './tier-card';
import { relationTo, useCurrentTier } from './use-membership';

/** The durations switch: month, quarter, year, each with the best saving it brings. */
function TermSwitch({ terms, term, onTerm, saving }: { terms: readonly Term[]; term: Term; onTerm: (t: Term) => void; saving: (t: Term) => number }) {
  const { t } = useTranslation('store');
  return (
    <div className="store-terms" role="radiogroup" aria-label={t('pricing.termLabel')}>
      {terms.map((d) => (
        <button key={d} type="button" role="radio" aria-checked={d === term} className={d === term ? 'is-on' : ''} onClick={() => onTerm(d)} data-testid={`store-term-${d}`}>
          {t(`terms.${d}`)}
          {saving(d) > 0 ? <small>{t('pricing.saveUpTo', { percent: saving(d) })}</small> : null}
        </button>
      ))}
    </div>
  );
}

/** The trial: what a new account gets at registration, once. */
function TrialCard({ days }: { days: number }) {
  const { t } = useTranslation('store');
  const localize = useLocalize();
  const loggedIn = useIsLoggedIn();
  return (
    <section className="store-section store-trial" aria-labelledby="store-trial" data-testid="store-trial">
      <div>
        <h2 id="store-trial">{t('trial.title', { count: days })}</h2>
        <p className="store-lead">{t('trial.body', { count: days })}</p>
        {loggedIn ? null : (
          <a className="btn btn-primary" href={localize('/register')}>
            {t('trial.cta')}
          </a>
        )}
      </div>
      <LimitsList tier="trial" />
    </section>
  );
}

const NOTES = ['upgrade', 'extend', 'pay', 'invoice', 'refund'] as const;

/**
 * The plans page (`/pricing`, `/m/pricing`): the tiers side by side with their prices for the chosen
 * duration, the comparison of what each allows, the renewal cards, the trial and how buying works.
 */
export function PricingPage({ data, mobile = false }: { data: PlansData | null; mobile?: boolean }) {
  const { t } = useTranslation('store');
  const offers = catalog(data?.plans ?? []);
  const terms = termsOnSale(offers);
  const [chosen, setTerm] = useState<Term>('year');
  const current = useCurrentTier();
  const term = terms.includes(chosen) ? chosen : (terms[0] ?? 'month');
  return (
    <div className={mobile ? 'store store-mobile' : 'store container'} data-testid="store-pricing">
      <PageMeta title={t('pricing.meta')} description={t('pricing.metaDescription')} />
      <header className="store-hero">
        <h1>{t('pricing.title')}</h1>
        <p>{t('pricing.lead', { count: data?.trialDays ?? 7 })}</p>
      </header>
      {offers.length ? (
        <>
          <TermSwitch terms={terms} term={term} onTerm={setTerm} saving={(d) => bestSaving(offers, d)} />
          <ul className="store-tiers">
            {offers.map((o) => (
              <TierCard key={o.tier} offer={o} term={term} mobile={mobile} relation={relationTo(o.tier, current)} />
            ))}
          </ul>
        </>
      ) : (
        <p className="store-empty" data-testid="store-unavailable">
          {t('pricing.unavailable')}
        </p>
      )}
      <CompareTable />
      <RenewalCards offers={offers} mobile={mobile} />
      <TrialCard days={data?.trialDays ?? 7} />
      <section className="store-section" aria-labelledby="store-notes">
        <h2 id="store-notes">{t('notes.title')}</h2>
        <dl className="store-notes">
          {NOTES.map((n) => (
            <div key={n}>
              <dt>{t(`notes.${n}.q`)}</dt>
              <dd>{t(`notes.${n}.a`)}</dd>
            </div>
          ))}
        </dl>
      </section>
    </div>
  );
}
