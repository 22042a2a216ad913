import type { Trilingual } from './content-types';

type Lang = 'zh' | 'en' | 'ru';

/** Q&A threads: a question and its answers, per language. */
export const QA_THREADS: readonly { lang: Lang; title: string; content: string; nickName: string; answers: readonly { nickName: string; content: string }[] }[] = [
  { lang: 'zh', title: 'rFBS 的包裹从国内发出，时效一般多久？', content: '刚开店，用 rFBS 模式，想知道从义乌发到莫斯科一般要多少天，买家会不会等不及取消订单？', nickName: '义乌小李', answers: [
    { nickName: 'MarketLens 运营顾问', content: '空运小包到莫斯科一般 7–15 天，偏远地区 20 天左右。请在后台如实设置配送时效，超时才会引发取消和差评。' },
    { nickName: '老卖家阿峰', content: '旺季会更慢，11 月我一般把时效设成 25 天，取消率反而下降了。' } ] },
  { lang: 'zh', title: '商品标题需要写中文吗？', content: '后台可以填中文标题吗，还是必须用俄语？', nickName: '深圳跨境新人', answers: [
    { nickName: 'MarketLens 运营顾问', content: '买家看到的是俄语，标题和描述都要用俄语。可以先用插件的标题翻译，再请懂俄语的同事润色。' } ] },
  { lang: 'en', title: 'Do I need a Russian company to sell on Ozon?', content: 'I am a seller based in China. Can I open an Ozon shop without a Russian legal entity?', nickName: 'GuangzhouTrader', answers: [
    { nickName: 'MarketLens advisor', content: 'Yes: Ozon Global accepts companies registered in China and pays out in yuan or dollars through partner payment services. Some categories still need EAC documents.' } ] },
  { lang: 'en', title: 'How often should I update prices when the rouble moves?', content: 'The rouble changed a lot last month and my margin disappeared. How do other sellers handle this?', nickName: 'HomeGoodsStore', answers: [
    { nickName: 'MarketLens advisor', content: 'Review prices weekly against the Central Bank rate and keep a 3–5% currency buffer in your cost. Large moves justify an immediate update.' } ] },
  { lang: 'ru', title: 'Как быстрее получить первые отзывы на новый товар?', content: 'Запустили новый товар, продажи есть, но отзывов нет. Что реально работает?', nickName: 'Магазин Уют', answers: [
    { nickName: 'Консультант MarketLens', content: 'Подключите «Отзывы за баллы» и положите в посылку вежливую открытку с просьбой оставить отзыв. Первые 10 отзывов сильнее всего влияют на позицию.' },
    { nickName: 'Продавец электроники', content: 'Ещё помогает быстрый ответ на вопросы в карточке: покупатели видят, что магазин живой.' } ] },
  { lang: 'ru', title: 'FBO или FBS для крупногабаритного товара?', content: 'Продаём сушилки для белья, коробка большая. Что выгоднее?', nickName: 'ДомТрейд', answers: [
    { nickName: 'Консультант MarketLens', content: 'Для крупногабарита обычно выгоднее FBS: хранение на FBO считается по объёму и быстро съедает маржу. FBO имеет смысл только для самых ходовых позиций.' } ] },
];

/** Online courses with their lessons. */
export const COURSES: readonly { level: 'beginner' | 'intermediate' | 'advanced'; course: Trilingual; lessons: readonly (Trilingual & { minutes: number })[] }[] = [
  {
    level: 'beginner',
    course: {
      zh: { title: 'Ozon 开店入门', summary: '从注册到第一笔订单', body: [] },
      en: { title: 'Starting a shop on Ozon', summary: 'From registration to the first order', body: [] },
      ru: { title: 'Старт продаж на Ozon', summary: 'От регистрации до первого заказа', body: [] },
    },
    lessons: [
      { minutes: 12, zh: { title: '注册与资质', summary: '', body: ['准备营业执照、法人信息和收款账户，在 Ozon Global 完成注册。', '审核通常需要 3–5 个工作日，期间可以先整理商品资料。'] }, en: { title: 'Registration and documents', summary: '', body: ['Prepare the business licence, owner details and a payout account, then register on Ozon Global.', 'Review usually takes three to five working days; use them to prepare product data.'] }, ru: { title: 'Регистрация и документы', summary: '', body: ['Подготовьте свидетельство о регистрации, данные владельца и счёт для выплат и зарегистрируйтесь в Ozon Global.', 'Проверка обычно занимает 3–5 рабочих дней; используйте их, чтобы подготовить данные о товарах.'] } },
      { minutes: 18, zh: { title: '上架第一个商品', summary: '', body: ['选择正确类目，填写俄语标题、属性和至少 5 张图片。', '设置价格时使用费用计算器，确认佣金和物流后仍有利润。'] }, en: { title: 'Listing your first product', summary: '', body: ['Choose the right category and fill in a Russian title, attributes and at least five photos.', 'Use the fee calculator when pricing to be sure there is profit after commission and logistics.'] }, ru: { title: 'Первый товар в каталоге', summary: '', body: ['Выберите правильную категорию, заполните название на русском, характеристики и загрузите не меньше пяти фото.', 'При назначении цены пользуйтесь калькулятором, чтобы после комиссии и логистики оставалась прибыль.'] } },
    ],
  },
  {
    level: 'intermediate',
    course: {
      zh: { title: '数据化选品', summary: '用排行榜和关键词找到潜力商品', body: [] },
      en: { title: 'Data-driven product selection', summary: 'Find promising products with rankings and keywords', body: [] },
      ru: { title: 'Выбор товара по данным', summary: 'Ищем перспективные товары по рейтингам и запросам', body: [] },
    },
    lessons: [
      { minutes: 15, zh: { title: '读懂热销榜与飙升榜', summary: '', body: ['热销榜反映当前需求，飙升榜反映变化。两者结合，才能判断趋势是否持续。', '关注连续多天出现在飙升榜的商品，而不是单日暴涨。'] }, en: { title: 'Reading best-seller and soaring lists', summary: '', body: ['Best-seller lists show current demand; soaring lists show change. Read them together to judge whether a trend lasts.', 'Look for products that stay on the soaring list for several days, not one-day spikes.'] }, ru: { title: 'Как читать рейтинги хитов и взлётов', summary: '', body: ['Рейтинг хитов показывает текущий спрос, рейтинг взлётов — изменения. Только вместе они показывают, устойчив ли тренд.', 'Ищите товары, которые держатся в рейтинге взлётов несколько дней подряд, а не однодневные всплески.'] } },
      { minutes: 20, zh: { title: '用关键词验证需求', summary: '', body: ['搜索热度说明有人找，点击热度说明有人买单。热度高、点击低的词往往是供给不足的信号。', '把候选商品的核心词逐一验证，再决定备货数量。'] }, en: { title: 'Validating demand with keywords', summary: '', body: ['Search heat shows people looking; click heat shows people engaging. High search with low clicks often signals undersupply.', 'Check the core word of every candidate product before deciding how much stock to buy.'] }, ru: { title: 'Проверка спроса по запросам', summary: '', body: ['Популярность запроса показывает, что товар ищут, кликабельность — что им интересуются. Высокая популярность при низкой кликабельности часто говорит о нехватке предложения.', 'Проверяйте основной запрос каждого кандидата, прежде чем решать, сколько закупать.'] } },
    ],
  },
];

/** Novice guides and resources. */
export const PAGES: readonly { kind: 'guide' | 'resource'; page: Trilingual }[] = [
  { kind: 'guide', page: {
    zh: { title: '第一次使用 MarketLens', summary: '三步找到你的第一个潜力商品', body: ['第一步：在首页选择主营类目，查看每日热销榜。', '第二步：进入工作台的选品模块，按销量和增长筛选商品。', '第三步：用关键词工具验证需求，并用定价工具计算利润。'] },
    en: { title: 'Your first session with MarketLens', summary: 'Three steps to your first promising product', body: ['Step one: pick your main category on the home page and look at the daily hot list.', 'Step two: open product selection in the workbench and filter by sales and growth.', 'Step three: validate demand with the keyword tool and compute profit with the pricing tool.'] },
    ru: { title: 'Первая работа с MarketLens', summary: 'Три шага к первому перспективному товару', body: ['Шаг первый: выберите основную категорию на главной странице и посмотрите ежедневный рейтинг хитов.', 'Шаг второй: откройте подбор товаров в рабочем кабинете и отфильтруйте по продажам и росту.', 'Шаг третий: проверьте спрос инструментом запросов и посчитайте прибыль в калькуляторе цены.'] } } },
  { kind: 'guide', page: {
    zh: { title: '安装卖家助手插件', summary: '在 Ozon 页面上直接查看数据', body: ['在 Chrome 扩展页面打开开发者模式，加载插件文件夹。', '登录网站后，插件会自动使用同一账号。', '打开任意 Ozon 商品页，即可看到汇率换算和标题翻译。'] },
    en: { title: 'Installing the seller assistant', summary: 'See data right on Ozon pages', body: ['Open the Chrome extensions page, switch on developer mode and load the extension folder.', 'Once you are signed in on the website, the extension uses the same account.', 'Open any Ozon product page to see currency conversion and title translation.'] },
    ru: { title: 'Установка помощника продавца', summary: 'Данные прямо на страницах Ozon', body: ['Откройте страницу расширений Chrome, включите режим разработчика и загрузите папку расширения.', 'После входа на сайт расширение использует ту же учётную запись.', 'Откройте любую карточку товара на Ozon, чтобы увидеть пересчёт валют и перевод названия.'] } } },
  { kind: 'resource', page: {
    zh: { title: '上架前检查清单', summary: '发布商品前逐项核对', body: ['俄语标题：类型 + 品牌 + 型号 + 关键属性。', '至少 5 张图片，主图白底。', '属性填写完整，尺寸以厘米标注。', '确认是否需要 EAC 文件。', '用计算器核对佣金、物流和利润。'] },
    en: { title: 'Pre-listing checklist', summary: 'Check each item before publishing a product', body: ['Russian title: type + brand + model + key attribute.', 'At least five photos, main photo on white.', 'All attributes filled in, sizes in centimetres.', 'EAC documents checked where required.', 'Commission, logistics and profit checked in the calculator.'] },
    ru: { title: 'Чек-лист перед размещением товара', summary: 'Проверьте каждый пункт перед публикацией', body: ['Название на русском: тип + бренд + модель + ключевая характеристика.', 'Не меньше пяти фото, главное — на белом фоне.', 'Все характеристики заполнены, размеры в сантиметрах.', 'Проверены документы ЕАЭС, если они нужны.', 'Комиссия, логистика и прибыль проверены в калькуляторе.'] } } },
];
