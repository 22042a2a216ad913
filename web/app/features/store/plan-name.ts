import { useTranslation } from 'react-i18next';
import { planOf } from '@marketlens/core/constants';

/** A plan's name from its id: "运营版 · 年付", "旗舰版续费卡", "试用版". */
export function usePlanName(): (planId: number) => string {
  const { t } = useTranslation('store');
  return (planId) => {
    const info = planOf(planId);
    if (!info) return t('plan.unknown', { id: planId });
    const tier = t(`tiers.${info.tier}`);
    if (info.tier === 'trial') return tier;
    if (info.duration === 'renewalCard') return t('renewals.card', { tier });
    return t('plan.name', { tier, term: t(`terms.${info.duration}`) });
  };
}
