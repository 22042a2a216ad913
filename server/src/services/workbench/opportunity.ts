import { sql, type SQL } from 'drizzle-orm';
import { GOODS_OPPORTUNITY } from '@marketlens/core/constants';

/**
 * The potential-goods score (GOODS_OPPORTUNITY, 0..100, one decimal) of the rows of `x`, which carry
 * growth, reviews, age (days listed as of the window's last day) and competitors; null without growth.
 */
export function opportunityScore(x: SQL): SQL {
  const o = GOODS_OPPORTUNITY;
  return sql`CASE WHEN ${x}.growth IS NULL THEN NULL ELSE round((
                 ${o.weights.growth} * LEAST(${x}.growth, ${o.growthCap}) / ${o.growthCap}
               + ${o.weights.reviews} * (1 - LEAST(${x}.reviews, ${o.reviewsCap})::float8 / ${o.reviewsCap})
               + ${o.weights.age} * (1 - LEAST(GREATEST(${x}.age, 0), ${o.ageCapDays})::float8 / ${o.ageCapDays})
               + ${o.weights.competition} * (1 - LEAST(${x}.competitors, ${o.competitorsCap})::float8 / ${o.competitorsCap}))::numeric, 1)::float8 END`;
}
