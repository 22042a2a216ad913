import type { Trilingual } from './content-types';

type Lang = 'zh' | 'en' | 'ru';

/** A Q&A thread: a question in one language and its answers. */
export type QaThread = { lang: Lang; title: string; content: string; nickName: string; answers: readonly { nickName: string; content: string }[] };
/** An online course with its lessons. */
export type CourseSeed = { level: 'beginner' | 'intermediate' | 'advanced'; course: Trilingual; lessons: readonly (Trilingual & { minutes: number })[] };
/** A novice guide or a resource page. */
export type PageSeed = { kind: 'guide' | 'resource'; page: Trilingual };

/** Q&A threads: a question and its answers, per language. */
export const QA_THREADS: readonly QaThread[] = [
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
export const COURSES: readonly CourseSeed[] = [
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
      { minutes: 16,
        zh: { title: '选择履约模式并发出第一批货', summary: '', body: ['新店建议先用 rFBS 从国内仓发货测款：不用提前压货，卖不动的商品损失也小。在后台设置好发货仓库、处理时间和配送方式，时效要按实际情况填写。', '某款商品连续几周有稳定订单后，再考虑批量发到俄罗斯的 FBO 仓库：配送更快，搜索展示也更有优势。第一次入仓前，认真阅读平台的包装和标签要求，并预约入仓时间。', '无论哪种模式，都要把头程运费、清关费用和可能的退货成本算进单件成本。'] },
        en: { title: 'Choosing a fulfilment model and making the first shipment', summary: '', body: ['A new shop should test products on rFBS from a warehouse in China: no stock is tied up in advance, and a product that does not sell costs little. Set up the shipping warehouse, processing time and delivery method in the seller account, with honest delivery times.', 'Once a product has steady orders for several weeks, consider shipping it in bulk to an FBO warehouse in Russia for faster delivery and better visibility in search. Before the first delivery, read the packaging and labelling requirements carefully and book an acceptance slot.', 'Whatever the model, include first-leg freight, customs costs and likely returns in the unit cost.'] },
        ru: { title: 'Выбор схемы работы и первая поставка', summary: '', body: ['Новому магазину разумно тестировать товары по rFBS со своего склада: не нужно заранее замораживать деньги в остатках, а неудачный товар обойдётся недорого. В личном кабинете настройте склад отгрузки, время сборки и способ доставки, сроки указывайте честно.', 'Когда товар несколько недель подряд стабильно продаётся, подумайте о поставке партии на склад FBO: доставка быстрее, а в поиске такие предложения показываются выше. Перед первой поставкой внимательно изучите требования к упаковке и маркировке и забронируйте слот приёмки.', 'При любой схеме включайте в себестоимость доставку до России, таможенное оформление и ожидаемые возвраты.'] } },
      { minutes: 14,
        zh: { title: '处理第一批订单：时效、沟通和评价', summary: '', body: ['新订单要在规定时间内完成打包和发货，超时会被自动取消，并影响店铺评分。建议每天固定两个时间处理订单，并打开后台和手机端的订单通知。', '买家的问题尽量在 24 小时内用俄语回复。可以用卖家助手插件的翻译功能起草，再检查一下语气，避免生硬的机器翻译。', '第一批订单的评价最重要：包装要结实、整洁，可以附一张俄语感谢卡。收到差评时，先公开礼貌回复，说明解决方案，再去找原因。'] },
        en: { title: 'Handling the first orders: deadlines, messages and reviews', summary: '', body: ['Pack and ship every new order within the deadline; late orders are cancelled automatically and hurt the shop rating. Process orders at two fixed times a day and switch on order notifications in the seller account and the mobile app.', 'Answer buyer questions in Russian within 24 hours. Draft replies with the translation feature of the seller assistant and then check the tone, so they do not read like a stiff machine translation.', 'The first reviews matter most: use sturdy, tidy packaging and consider a thank-you card in Russian. When a negative review arrives, reply politely and publicly with a solution first, then look for the cause.'] },
        ru: { title: 'Первые заказы: сроки, общение и отзывы', summary: '', body: ['Каждый заказ нужно собрать и отгрузить в срок: просроченные заказы отменяются автоматически и портят рейтинг магазина. Обрабатывайте заказы дважды в день в одно и то же время и включите уведомления в кабинете и мобильном приложении.', 'Отвечайте на вопросы покупателей в течение суток. Если русский язык не родной, черновик можно сделать переводчиком из помощника продавца, но перед отправкой проверьте тон: ответ не должен звучать как машинный перевод.', 'Первые отзывы важнее всего: упаковка должна быть прочной и аккуратной, хорошо работает открытка с благодарностью. На негативный отзыв сначала вежливо ответьте публично и предложите решение, а потом разберитесь в причине.'] } },
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
      { minutes: 18,
        zh: { title: '评估竞争程度和价格带', summary: '', body: ['需求大不代表机会大。看一个细分市场时，要同时看卖家数量、头部商品的销量占比，以及头部商品的评价数量：如果前几名都有上千条评价，新商品很难追上。', '把同类商品按价格分段，看每个价格带的销量和卖家数量。常见的机会是某个价格带需求不少、但商品很少，或者现有商品评分普遍偏低。', '最后用你的采购价和物流成本反推：在这个价格带里，扣掉佣金、物流和广告后是否还有至少 20% 的利润。'] },
        en: { title: 'Assessing competition and price bands', summary: '', body: ['High demand does not mean high opportunity. For any niche, look at the number of sellers, the share of sales taken by the top products and how many reviews those top products have: if the leaders each have thousands of reviews, a new product will struggle to catch up.', 'Split similar products into price bands and compare sales and seller counts in each. A typical opening is a band with solid demand but few products, or one where existing products have low ratings.', 'Then work backwards from your purchase price and freight: in that band, is there still at least 20% margin after commission, logistics and advertising?'] },
        ru: { title: 'Оценка конкуренции и ценовых сегментов', summary: '', body: ['Большой спрос — ещё не возможность. Смотрите на количество продавцов, долю продаж у лидеров и число отзывов у них: если у первых позиций тысячи отзывов, новинке будет трудно их догнать.', 'Разбейте похожие товары на ценовые сегменты и сравните продажи и число продавцов в каждом. Возможность часто там, где спрос заметный, а товаров мало, или где у существующих товаров низкий рейтинг.', 'Затем посчитайте от закупочной цены и логистики: остаётся ли в этом сегменте хотя бы 20% маржи после комиссии, доставки и рекламы?'] } },
      { minutes: 16,
        zh: { title: '从候选商品到小批量测款', summary: '', body: ['把通过验证的候选商品控制在 3–5 个，每个先采购小批量，用 rFBS 或少量 FBO 上架，测试期一般为 3–4 周。', '测试期间重点看三个指标：曝光到访问的点击率、访问到加购的转化率，以及退货和差评的原因。某个指标明显偏低，就针对性地修改图片、价格或描述，而不是马上放弃。', '达到目标的商品再追加采购并加大广告投入；连续调整后仍达不到的，及时清仓，把资金转向下一个候选。'] },
        en: { title: 'From candidate to test batch', summary: '', body: ['Keep the validated candidates to three to five products, buy a small batch of each and list them on rFBS or with a small FBO delivery. A test usually runs three to four weeks.', 'Watch three things during the test: click-through from impressions to visits, conversion from visits to cart, and the reasons behind returns and bad reviews. If one is clearly weak, fix the photos, price or description rather than giving up at once.', 'Reorder and raise ad spend for products that reach the target; clear the ones that still miss after several adjustments and move the money to the next candidate.'] },
        ru: { title: 'От идеи к тестовой партии', summary: '', body: ['Оставьте 3–5 проверенных кандидатов, закупите каждого небольшой партией и разместите по rFBS или небольшой поставкой на FBO. Тест обычно длится 3–4 недели.', 'Во время теста следите за тремя показателями: переходы из показов в карточку, конверсия из карточки в корзину и причины возвратов и плохих отзывов. Если один показатель явно слабый, исправьте фото, цену или описание, а не бросайте товар сразу.', 'Товары, которые вышли на целевые показатели, дозакупайте и усиливайте рекламой; те, что не вышли после нескольких доработок, распродавайте и переносите деньги на следующего кандидата.'] } },
    ],
  },
];

/** Novice guides and resources. */
export const PAGES: readonly PageSeed[] = [
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
