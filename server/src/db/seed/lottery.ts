import type { Db } from '../client';
import { lotteryActivities, lotteryPrizes } from '../schema/lottery';

const DAY_MS = 86_400_000;

/**
 * The default lottery (activity 4, DECISIONS.md section 13): open from a week before the first
 * start for a year. The odds are the weights over their sum (10,000 here, so weight = basis points).
 */
export async function seedLottery(db: Db, now = new Date()): Promise<void> {
  await db
    .insert(lotteryActivities)
    .values({
      id: 4,
      nameZh: '新人幸运大抽奖',
      nameEn: 'New-member lucky draw',
      nameRu: 'Розыгрыш призов для новых участников',
      startsAt: new Date(now.getTime() - 7 * DAY_MS),
      endsAt: new Date(now.getTime() + 365 * DAY_MS),
      dailyDrawLimit: 10,
    })
    .onConflictDoNothing();
  await db
    .insert(lotteryPrizes)
    .values([
      { id: 401, activityId: 4, kind: 'physical', nameZh: '小米充电宝 10000mAh', nameEn: 'Xiaomi 10,000 mAh power bank', nameRu: 'Пауэрбанк Xiaomi 10 000 мА·ч', weight: 100, stock: 20, sort: 1 },
      { id: 402, activityId: 4, kind: 'physical', nameZh: 'MarketLens 定制保温杯', nameEn: 'MarketLens thermal mug', nameRu: 'Термокружка MarketLens', weight: 300, stock: 100, sort: 2 },
      { id: 403, activityId: 4, kind: 'membership', nameZh: '30 天会员', nameEn: '30 days of membership', nameRu: '30 дней подписки', weight: 500, stock: 300, value: 30, sort: 3 },
      { id: 404, activityId: 4, kind: 'membership', nameZh: '7 天会员', nameEn: '7 days of membership', nameRu: '7 дней подписки', weight: 1500, stock: 2000, value: 7, sort: 4 },
      { id: 405, activityId: 4, kind: 'coupon', nameZh: '运营版立减100元优惠券', nameEn: '¥100 off the Operation plan', nameRu: 'Купон: скидка ¥100 на «Операционный»', weight: 2000, stock: 5000, value: 1001, sort: 5 },
      { id: 406, activityId: 4, kind: 'none', nameZh: '谢谢参与', nameEn: 'No prize this time', nameRu: 'В этот раз без приза', weight: 5600, stock: null, sort: 6 },
    ])
    .onConflictDoNothing();
}
