import type { Db } from '../client';
import { channels } from '../schema/identity';
import { promotions } from '../schema/promote';

const DAY_MS = 24 * 60 * 60_000;

/** Channel pages (`/promote/{index}`), a channel without a header of its own, and two promotions (one with a coupon). */
export async function seedPromote(db: Db): Promise<void> {
  await db
    .insert(channels)
    .values([
      {
        urlCode: 'yiwu-export',
        pageIndex: 3,
        channelName: 'Yiwu Cross-border Export Union',
        channelType: 2,
        logo: '/promote/yiwu-export.svg',
        logoTitle: '义乌跨境出海联盟 · Yiwu Export Union',
        loginLabel: '联盟会员登录',
        link: '/promote/3',
        organId: 503,
        organName: 'Yiwu Cross-border Export Union',
        organContact: 'union@marketlens.example',
        serviceContactId: 2,
      },
      // A campaign channel without a header of its own: its pages show the product's.
      { urlCode: 'autumn-ads', pageIndex: null, channelName: 'Autumn search campaign', channelType: 3, logo: '', logoTitle: '', loginLabel: '', link: '/promote/mobile2', organId: null, organName: null, organContact: null, serviceContactId: null },
    ])
    .onConflictDoNothing();
  const now = Date.now();
  await db
    .insert(promotions)
    .values([
      {
        id: 1,
        titleZh: '新卖家开店季：运营版立减100元',
        titleEn: 'New-seller season: ¥100 off the Operation plan',
        titleRu: 'Сезон новых продавцов: скидка ¥100 на тариф «Операционный»',
        offerZh: '活动期间注册或报名，即领运营版100元立减券，并获赠新人试用会员。',
        offerEn: 'Register or sign up during the promotion to get a ¥100 coupon for the Operation plan, on top of the new-member trial.',
        offerRu: 'Зарегистрируйтесь или запишитесь в период акции — получите купон на ¥100 для тарифа «Операционный» и пробный доступ нового участника.',
        benefitsZh: '运营版（月/季/年及续费卡）立减100元，无门槛\n新人试用会员：热销榜、飙升榜、关键词与店铺分析\n一对一选品顾问指导首个类目',
        benefitsEn: '¥100 off the Operation plan (month, quarter, year or renewal card), no minimum order\nNew-member trial: hot and soaring lists, keyword and shop analysis\nA one-to-one mentor for your first category',
        benefitsRu: 'Скидка ¥100 на «Операционный» (месяц, квартал, год или карта продления) без минимальной суммы\nПробный доступ: хиты и растущие товары, анализ ключевых слов и магазинов\nЛичный наставник по первой категории',
        startsAt: new Date(now - 14 * DAY_MS),
        endsAt: new Date(now + 180 * DAY_MS),
        couponId: 1001,
        channelCode: 'spring-campaign',
      },
      {
        id: 2,
        titleZh: '类目诊断周：免费领取类目机会报告',
        titleEn: 'Category check-up week: a free category opportunity report',
        titleRu: 'Неделя диагностики категорий: бесплатный отчёт о возможностях',
        offerZh: '报名后，选品顾问根据平台实时数据为你的主营类目整理一份机会报告。',
        offerEn: 'Sign up and a selection mentor prepares an opportunity report on your main category from the live market data.',
        offerRu: 'Запишитесь, и наставник подготовит отчёт о возможностях вашей основной категории по живым данным рынка.',
        benefitsZh: '主营类目的热销、飙升与高潜力商品清单\n类目竞争度与价格带分析\n新人试用会员',
        benefitsEn: 'Hot, soaring and high-potential goods of your main category\nCompetition and price bands of the category\nThe new-member trial',
        benefitsRu: 'Хиты, растущие и перспективные товары вашей категории\nКонкуренция и ценовые диапазоны категории\nПробный доступ нового участника',
        startsAt: new Date(now - 3 * DAY_MS),
        endsAt: new Date(now + 60 * DAY_MS),
        couponId: null,
        channelCode: null,
      },
    ])
    .onConflictDoNothing();
}
