import { Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { TERMS, type Plan, type TierOffer } from './catalog';
import { useYuan } from './money';

/** The plans of the checkout: the tier, then month, quarter, year or the tier's renewal card. */
export function PlanPicker({ offers, plan, onPlan }: { offers: readonly TierOffer[]; plan: Plan; onPlan: (planId: number) => void }) {
  const { t } = useTranslation('store');
  const yuan = useYuan();
  const offer = offers.find((o) => o.tier === plan.tier);
  const choices = offer ? [...TERMS.flatMap((term) => (offer.plans[term] ? [offer.plans[term]] : [])), ...(offer.renewal ? [offer.renewal] : [])] : [];
  // Another tier keeps the duration when it sells it, else its first plan.
  const pickTier = (tier: string) => {
    const next = offers.find((o) => o.tier === tier);
    if (!next) return;
    const same = plan.duration === 'renewal' ? next.renewal : next.plans[plan.duration as (typeof TERMS)[number]];
    const first = same ?? TERMS.map((term) => next.plans[term]).find(Boolean) ?? next.renewal;
    if (first) onPlan(first.planId);
  };
  return (
    <div className="store-picker">
      <div className="store-field">
        <span className="store-field-label">{t('checkout.tier')}</span>
        <Radio.Group
          optionType="button"
          buttonStyle="solid"
          value={plan.tier}
          onChange={(e) => pickTier(String(e.target.value))}
          options={offers.map((o) => ({ value: o.tier, label: t(`tiers.${o.tier}`) }))}
          data-testid="store-pick-tier"
        />
      </div>
      <div className="store-field">
        <span className="store-field-label">{t('checkout.term')}</span>
        <Radio.Group className="store-term-options" value={plan.planId} onChange={(e) => onPlan(Number(e.target.value))} data-testid="store-pick-term">
          {choices.map((p) => (
            <Radio key={p.planId} value={p.planId} className="store-term-option" data-testid={`store-plan-${p.planId}`}>
              <span className="store-term-name">{p.duration === 'renewal' ? t('checkout.renewalCard', { count: p.days }) : t(`terms.${p.duration as 'month'}`)}</span>
              <span className="store-term-price">{yuan(p.priceFen)}</span>
              {p.savingPercent > 0 ? <span className="store-saving">{t('pricing.save', { percent: p.savingPercent })}</span> : null}
            </Radio>
          ))}
        </Radio.Group>
      </div>
    </div>
  );
}
