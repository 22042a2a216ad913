import type { Trilingual } from './content-types';

/** Operations tips for Ozon sellers. */
export const OPERATE_ARTICLES: readonly Trilingual[] = [
  {
    zh: { title: 'FBO、FBS 与 rFBS：三种履约模式怎么选', summary: '从备货资金、时效、佣金和退货四个角度比较 Ozon 的三种履约模式。', body: [
      'FBO 是把货物提前送进 Ozon 仓库，由平台负责存储、配送和退货处理。它的优势是配送时效最快、搜索加权明显，缺点是需要提前压货，并承担仓储费。',
      'FBS 是货物放在卖家自己的仓库，接单后在规定时间内送到 Ozon 的收货点。跨境卖家常用的 rFBS 则由卖家自己把包裹寄到俄罗斯买家手中，时效更长，但不需要在俄罗斯备货。',
      '建议新卖家先用 rFBS 测款，跑出稳定销量的商品再转 FBO 备货；体积大、价格高的商品优先考虑 FBS，以减少仓储成本。' ] },
    en: { title: 'FBO, FBS or rFBS: choosing a fulfilment model', summary: 'The three Ozon fulfilment models compared on cash tied up in stock, delivery time, commission and returns.', body: [
      'With FBO you ship stock to Ozon warehouses in advance and the marketplace stores, delivers and handles returns. Delivery is the fastest and search ranks such offers higher, but you tie up money in stock and pay for storage.',
      'With FBS the goods stay in your own warehouse and you bring each order to an Ozon drop-off point within the deadline. rFBS, popular with cross-border sellers, means you deliver the parcel to the Russian buyer yourself: slower, but no stock in Russia is needed.',
      'A sensible path for a new seller: test products on rFBS, move the ones with steady sales to FBO, and keep bulky, expensive goods on FBS to avoid storage fees.' ] },
    ru: { title: 'FBO, FBS или rFBS: как выбрать схему работы', summary: 'Сравниваем три схемы Ozon по замороженным деньгам, срокам доставки, комиссии и возвратам.', body: [
      'При FBO товар заранее поставляется на склад Ozon, а хранение, доставку и возвраты берёт на себя маркетплейс. Доставка самая быстрая, и поиск выше ранжирует такие предложения, но деньги замораживаются в остатках, а за хранение нужно платить.',
      'При FBS товар хранится на складе продавца, и каждый заказ нужно вовремя отвезти в пункт приёма Ozon. Схема rFBS, популярная у зарубежных продавцов, предполагает, что продавец сам доставляет посылку покупателю: дольше, зато не нужен склад в России.',
      'Разумный путь для новичка: тестировать товары по rFBS, позиции со стабильными продажами переводить на FBO, а крупногабаритные и дорогие товары оставлять на FBS, чтобы не платить за хранение.' ] },
  },
  {
    zh: { title: '读懂 Ozon 佣金：类目费率、物流费和收单费', summary: '一件商品卖出后，平台会扣哪些钱？用一个例子算清楚。', body: [
      'Ozon 的佣金按类目和履约模式计算，FBO 的费率通常略低于 FBS 和 rFBS。除了销售佣金，还要计算物流费（按体积重量）、最后一公里配送费和收单费。',
      '举例：一件售价 2,000 卢布的商品，类目佣金 15% 为 300 卢布，物流和配送约 150 卢布，收单费约 30 卢布，到手约 1,520 卢布，再扣除采购价、头程运费和广告费才是利润。',
      '定价时请使用卖家后台的费用计算器，并把汇率波动预留 3%–5% 的空间；促销活动的折扣也要提前算进去。' ] },
    en: { title: 'Understanding Ozon fees: category commission, logistics and acquiring', summary: 'What the marketplace deducts when an item sells, worked through with one example.', body: [
      'Ozon charges a commission by category and fulfilment model; FBO rates are usually a little lower than FBS and rFBS. On top of the sales commission come logistics (by volumetric weight), last-mile delivery and an acquiring fee.',
      'Example: an item sold for 2,000 roubles with a 15% category commission pays 300 roubles, about 150 roubles for logistics and delivery and about 30 roubles for acquiring, leaving roughly 1,520 roubles before purchase price, first-leg freight and advertising.',
      'Price with the fee calculator in the seller account, keep 3–5% in reserve for exchange-rate swings, and include promotion discounts in the calculation from the start.' ] },
    ru: { title: 'Комиссии Ozon: процент категории, логистика и эквайринг', summary: 'Что маркетплейс удерживает с каждой продажи: разбираем на примере.', body: [
      'Ozon берёт комиссию в зависимости от категории и схемы работы; на FBO ставка обычно немного ниже, чем на FBS и rFBS. Кроме комиссии за продажу, есть логистика (по объёмному весу), доставка последней мили и эквайринг.',
      'Пример: товар за 2 000 рублей при комиссии категории 15% — это 300 рублей комиссии, около 150 рублей логистики и доставки и около 30 рублей эквайринга. На руках остаётся примерно 1 520 рублей, из которых ещё вычитаются закупка, доставка до России и реклама.',
      'Считайте цену в калькуляторе личного кабинета, закладывайте 3–5% на колебания курса и сразу учитывайте скидки в акциях.' ] },
  },
  {
    zh: { title: '商品卡片优化：标题、图片和属性', summary: '搜索排名和转化率很大程度取决于商品卡片的质量。', body: [
      'Ozon 标题建议按“商品类型 + 品牌 + 型号 + 关键属性”的顺序书写，用俄语买家真实搜索的词，不要堆砌关键词，也不要全部大写。',
      '主图使用白色或浅色背景，商品占画面 80% 以上；附图展示尺寸、细节和使用场景。至少上传 5 张图片，有条件的话加一段短视频。',
      '属性要尽量填满：颜色、材质、尺寸、适用型号都会影响筛选结果。属性缺失的商品在类目筛选中直接不可见。' ] },
    en: { title: 'Optimising the product card: title, photos and attributes', summary: 'Search ranking and conversion depend heavily on the quality of the product card.', body: [
      'Write Ozon titles as product type + brand + model + key attribute, using the words Russian buyers actually search for. Do not stuff keywords and do not write in capitals.',
      'Use a white or light background for the main photo with the product filling over 80% of the frame; the other photos show size, details and use. Upload at least five images and, if you can, a short video.',
      'Fill in every attribute you can: colour, material, size and compatible models all drive filters. A product missing an attribute simply disappears when buyers filter by it.' ] },
    ru: { title: 'Как оптимизировать карточку товара: название, фото, характеристики', summary: 'Позиция в поиске и конверсия во многом зависят от качества карточки.', body: [
      'Название на Ozon лучше строить так: тип товара + бренд + модель + ключевая характеристика, словами, которые покупатели реально вводят в поиск. Не перечисляйте ключевые слова подряд и не пишите заглавными буквами.',
      'Главное фото — на белом или светлом фоне, товар занимает больше 80% кадра; дополнительные фото показывают размеры, детали и применение. Загрузите не меньше пяти изображений и, если получится, короткое видео.',
      'Заполняйте все характеристики: цвет, материал, размер и совместимые модели работают в фильтрах. Товар без нужной характеристики просто исчезает, когда покупатель фильтрует по ней.' ] },
  },
  {
    zh: { title: '如何应对差评和买家问答', summary: '评价是转化率的关键因素，回复要快、要具体。', body: [
      '差评出现后，请在 24 小时内用俄语回复：先致歉，再说明原因和解决办法，例如补发配件或退款。避免和买家争论，其他买家会阅读你的回复。',
      '商品页的“问答”同样重要。把常见问题（尺寸、兼容性、包装内容）写进描述和图片，可以减少重复提问，也能降低退货率。',
      '可以通过“积分换评价”活动鼓励已购买家留下带图评价，新品前 10 条评价对排名帮助最大。' ] },
    en: { title: 'Handling negative reviews and buyer questions', summary: 'Reviews drive conversion: answer fast and answer concretely.', body: [
      'Answer a negative review in Russian within 24 hours: apologise, explain what happened and offer a fix such as sending a missing part or a refund. Never argue; other buyers read your reply.',
      'Questions on the product page matter just as much. Put the frequent ones (size, compatibility, what is in the box) into the description and photos to cut repeat questions and returns.',
      'The “reviews for points” programme encourages buyers to leave reviews with photos; the first ten reviews of a new product help its ranking the most.' ] },
    ru: { title: 'Как работать с негативными отзывами и вопросами покупателей', summary: 'Отзывы влияют на конверсию: отвечайте быстро и по существу.', body: [
      'На негативный отзыв отвечайте в течение 24 часов: извинитесь, объясните причину и предложите решение — досылку детали или возврат денег. Не спорьте: ваш ответ читают другие покупатели.',
      'Вопросы на странице товара не менее важны. Вынесите частые вопросы (размер, совместимость, комплектация) в описание и фото — так станет меньше повторных вопросов и возвратов.',
      'Программа «Отзывы за баллы» помогает получить отзывы с фото; первые десять отзывов нового товара сильнее всего влияют на его позицию.' ] },
  },
  {
    zh: { title: '参加平台促销（акции）前要算清的账', summary: '促销能带来流量，但折扣之后是否还有利润？', body: [
      'Ozon 会定期举办大促和类目促销，参加后商品会获得专属标签和推荐位。但促销价通常要求比近期最低价再低 10%–30%。',
      '报名前，用促销价重新计算佣金、物流和广告成本，确认每单仍然盈利；对于引流款，可以接受小幅亏损，但要控制库存数量。',
      '促销结束后，价格不要马上大幅上调，否则会被系统判定为虚假折扣，影响后续活动报名。' ] },
    en: { title: 'Do the maths before joining a promotion (акция)', summary: 'Promotions bring traffic, but is there profit left after the discount?', body: [
      'Ozon runs regular sales events and category promotions; joining gives products a badge and recommendation slots. The promotion price usually has to be 10–30% below the recent lowest price.',
      'Before you join, recompute commission, logistics and advertising at the promotion price and make sure each order still earns money. A traffic driver may run at a small loss, but cap its stock.',
      'Do not raise the price sharply right after the promotion: the system treats it as a fake discount and it can bar you from later events.' ] },
    ru: { title: 'Что посчитать перед участием в акции', summary: 'Акции приносят трафик, но останется ли прибыль после скидки?', body: [
      'Ozon регулярно проводит распродажи и акции категорий; участники получают плашку и места в рекомендациях. Цена в акции обычно должна быть на 10–30% ниже минимальной цены за последнее время.',
      'Перед заявкой пересчитайте комиссию, логистику и рекламу по акционной цене и убедитесь, что заказ остаётся прибыльным. Товар для привлечения трафика может работать в небольшой минус, но ограничьте его остаток.',
      'Не поднимайте цену резко сразу после акции: система сочтёт скидку фиктивной, и это может закрыть участие в следующих акциях.' ] },
  },
  {
    zh: { title: '关键词研究：找到俄罗斯买家真正搜索的词', summary: '用搜索热度和点击热度筛选关键词，写进标题和属性。', body: [
      '中文直译的俄语词往往不是买家使用的说法。先在 Ozon 搜索框输入核心词，记录下拉联想词，再用数据工具查看每个词的搜索热度和点击热度。',
      '热度高但点击热度低的词，说明买家搜了却没找到满意的商品，这是机会词；热度和点击都高的词竞争激烈，适合放在标题开头。',
      '把长尾词写进属性和描述里，避免一个标题塞进太多词。每月复查一次关键词，季节性商品要提前一个月布局。' ] },
    en: { title: 'Keyword research: finding the words Russian buyers really search', summary: 'Filter keywords by search heat and click heat, then use them in titles and attributes.', body: [
      'A literal translation from Chinese is often not what buyers type. Enter the core word in the Ozon search box, note the suggestions, then check each word’s search heat and click heat in a data tool.',
      'High search heat with low click heat means buyers search and do not find what they want: an opportunity. Words high on both are competitive and belong at the start of the title.',
      'Put long-tail words into attributes and the description instead of cramming the title. Review keywords monthly and prepare seasonal products a month ahead.' ] },
    ru: { title: 'Подбор ключевых слов: что на самом деле ищут покупатели', summary: 'Отбирайте запросы по популярности и кликам и используйте их в названии и характеристиках.', body: [
      'Дословный перевод с китайского часто не совпадает с тем, что вводят покупатели. Введите основной запрос в поиск Ozon, запишите подсказки и проверьте популярность и кликабельность каждого запроса в инструменте аналитики.',
      'Высокая популярность при низкой кликабельности означает, что покупатели ищут, но не находят подходящий товар, — это возможность. Запросы, сильные по обоим показателям, конкурентны и ставятся в начало названия.',
      'Длинные запросы размещайте в характеристиках и описании, а не в названии. Пересматривайте ключевые слова раз в месяц, сезонные товары готовьте за месяц.' ] },
  },
  {
    zh: { title: '退货管理：降低退货率的五个方法', summary: '退货不仅损失运费，还会影响店铺评分。', body: [
      '服装鞋类的退货率最高，主要原因是尺码不合适。请提供详细尺码表，以厘米标注，并在图片中展示模特身高和所穿尺码。',
      '电子产品的退货多因“与描述不符”。描述中写清兼容型号、接口和配件，不要夸大参数。包装要加固，运输破损同样会计入退货。',
      'rFBS 卖家可以在俄罗斯设置退货地址或与海外仓合作，把可二次销售的退货重新上架，减少损失。' ] },
    en: { title: 'Managing returns: five ways to lower the return rate', summary: 'Returns cost shipping and also hurt the shop rating.', body: [
      'Clothing and shoes have the most returns, mostly for wrong size. Give a detailed size chart in centimetres and show the model’s height and the size worn in the photos.',
      'Electronics come back mostly as “not as described”. State compatible models, ports and accessories, and never inflate specifications. Reinforce packaging: transit damage counts as a return too.',
      'rFBS sellers can set up a return address in Russia or work with an overseas warehouse, so that resellable returns go back on sale instead of being written off.' ] },
    ru: { title: 'Возвраты: пять способов снизить их долю', summary: 'Возврат — это не только потеря на доставке, но и удар по рейтингу магазина.', body: [
      'Больше всего возвратов в одежде и обуви, чаще всего из-за размера. Дайте подробную размерную сетку в сантиметрах и укажите на фото рост модели и размер, который на ней.',
      'Электронику возвращают в основном как «не соответствует описанию». Укажите совместимые модели, разъёмы и комплектацию и не завышайте характеристики. Усильте упаковку: повреждения при доставке тоже становятся возвратами.',
      'Продавцы rFBS могут завести адрес возврата в России или работать с зарубежным складом, чтобы пригодные к продаже возвраты снова выставлять, а не списывать.' ] },
  },
  {
    zh: { title: '站内广告入门：按点击付费和搜索推广', summary: '新品没有自然流量时，广告是最快的启动方式。', body: [
      'Ozon 的搜索推广按点击付费，出价越高、商品卡片质量越好，展示位置越靠前。新品建议先设置较低的日预算，观察 7 天数据。',
      '重点看三个指标：点击率、加购率和广告花费占销售额的比例（ДРР）。ДРР 超过毛利率时，广告就在亏钱。',
      '把转化好的关键词单独出价，转化差的词及时暂停。商品评价达到 4.5 分以上后再加大投放，效果会明显提升。' ] },
    en: { title: 'Getting started with on-site advertising: pay-per-click search promotion', summary: 'When a new product has no organic traffic, ads are the fastest way to start.', body: [
      'Ozon search promotion is pay-per-click: a higher bid and a better product card bring a higher position. For a new product start with a low daily budget and watch seven days of data.',
      'Watch three figures: click-through rate, add-to-cart rate and the share of ad spend in revenue (ДРР). When ДРР exceeds your gross margin, the ads lose money.',
      'Bid separately on words that convert and pause the ones that do not. Scale spending once the product rating is above 4.5: the same budget then works much better.' ] },
    ru: { title: 'Реклама на Ozon для начинающих: оплата за клик и продвижение в поиске', summary: 'Когда у нового товара нет органического трафика, реклама — самый быстрый старт.', body: [
      'Продвижение в поиске Ozon оплачивается за клик: чем выше ставка и качественнее карточка, тем выше позиция. Для нового товара начните с небольшого дневного бюджета и посмотрите на данные за 7 дней.',
      'Следите за тремя показателями: CTR, конверсией в корзину и долей рекламных расходов в выручке (ДРР). Если ДРР выше валовой маржи, реклама работает в убыток.',
      'Отдельно повышайте ставки на конвертирующие запросы и отключайте неэффективные. Наращивайте бюджет, когда рейтинг товара выше 4,5: тот же бюджет тогда работает заметно лучше.' ] },
  },
];
