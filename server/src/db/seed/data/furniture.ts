type ByLang<T> = { zh: T; en: T; ru: T };

/** Site configuration entries, banners and live classes. */
export const FURNITURE: {
  dictionaries: readonly { key: string; remark: string; value: ByLang<unknown> }[];
  windows: readonly { showAddress: number; linkUrl: string; title: ByLang<string> }[];
  lives: readonly { inDays: number; minutes: number; title: ByLang<string>; speaker: ByLang<string>; summary: ByLang<string> }[];
} = {
  dictionaries: [
    { key: 'extensionVersion', remark: 'current browser extension release', value: {
      zh: { version: '1.0.0', publishedAt: '2025-06-01', forceUpdate: false, downloadUrl: '/noviceGuide', notes: ['新增俄罗斯央行汇率换算', '标题翻译支持中、英、俄三语', '与网站共用同一登录'] },
      en: { version: '1.0.0', publishedAt: '2025-06-01', forceUpdate: false, downloadUrl: '/en/noviceGuide', notes: ['Currency conversion at Central Bank of Russia rates', 'Title translation between Chinese, English and Russian', 'One sign-in shared with the website'] },
      ru: { version: '1.0.0', publishedAt: '2025-06-01', forceUpdate: false, downloadUrl: '/ru/noviceGuide', notes: ['Пересчёт валют по курсу Банка России', 'Перевод названий между китайским, английским и русским', 'Общий вход с сайтом'] } } },
    { key: 'marketingStats', remark: 'figures of the home page', value: {
      zh: [{ label: '数据量', value: '数亿+' }, { label: '商品', value: '400万+' }, { label: '店铺', value: '300万+' }, { label: '历史数据', value: '5年' }, { label: '服务品牌', value: '6000+' }],
      en: [{ label: 'Data points', value: 'Hundreds of millions+' }, { label: 'Products', value: '4 million+' }, { label: 'Shops', value: '3 million+' }, { label: 'History', value: '5 years' }, { label: 'Brands served', value: '6000+' }],
      ru: [{ label: 'Объём данных', value: 'Сотни миллионов+' }, { label: 'Товаров', value: '4 млн+' }, { label: 'Магазинов', value: '3 млн+' }, { label: 'История', value: '5 лет' }, { label: 'Брендов', value: '6000+' }] } },
  ],
  windows: [
    { showAddress: 1, linkUrl: '/workbench/dashboard', title: { zh: '新用户免费体验会员', en: 'Free membership trial for new users', ru: 'Бесплатный пробный доступ для новых пользователей' } },
    { showAddress: 1, linkUrl: '/business-college/online-courses/1', title: { zh: 'Ozon 开店入门课程上线', en: 'New course: starting a shop on Ozon', ru: 'Новый курс: старт продаж на Ozon' } },
    { showAddress: 2, linkUrl: '/QACommunity', title: { zh: '卖家问答社区', en: 'Seller Q&A community', ru: 'Сообщество вопросов и ответов' } },
  ],
  lives: [
    { inDays: 3, minutes: 60, title: { zh: '直播：旺季备货与物流规划', en: 'Live: stock and logistics planning for peak season', ru: 'Эфир: закупка и логистика к сезону распродаж' }, speaker: { zh: 'MarketLens 运营顾问', en: 'MarketLens advisor', ru: 'Консультант MarketLens' }, summary: { zh: '如何提前 8 周准备 11 月大促。', en: 'Preparing eight weeks ahead for the November sales.', ru: 'Как за 8 недель подготовиться к ноябрьским распродажам.' } },
  ],
};
