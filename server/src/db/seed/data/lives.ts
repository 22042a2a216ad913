type ByLang<T> = { zh: T; en: T; ru: T };

/** More live classes announced on the site, days from the first start. */
export const MORE_LIVES: readonly { inDays: number; minutes: number; title: ByLang<string>; speaker: ByLang<string>; summary: ByLang<string> }[] = [
  { inDays: 10, minutes: 45,
    title: { zh: '直播：商品卡片诊断，现场改标题和主图', en: 'Live: product card clinic, fixing titles and main photos', ru: 'Эфир: разбор карточек товаров — исправляем названия и главные фото' },
    speaker: { zh: 'MarketLens 运营顾问', en: 'MarketLens advisor', ru: 'Консультант MarketLens' },
    summary: { zh: '现场点评观众提交的商品卡片，讲解俄语标题、图片和属性的常见问题。', en: 'We review product cards sent in by viewers and go through common problems with Russian titles, photos and attributes.', ru: 'Разбираем карточки, присланные зрителями: типичные ошибки в названиях, фото и характеристиках.' } },
  { inDays: 17, minutes: 60,
    title: { zh: '直播：广告预算怎么花，看懂广告费占比', en: 'Live: spending the ad budget and reading ad cost share', ru: 'Эфир: как тратить рекламный бюджет и считать ДРР' },
    speaker: { zh: 'MarketLens 研究院', en: 'MarketLens Research', ru: 'Аналитика MarketLens' },
    summary: { zh: '从搜索推广到按点击付费：如何设定预算上限、调整出价并评估效果。', en: 'From search promotion to cost per click: setting a budget cap, adjusting bids and judging results.', ru: 'От продвижения в поиске до трафаретов: лимит бюджета, управление ставками и оценка результата.' } },
];
