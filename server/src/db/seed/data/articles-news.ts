import type { Trilingual } from './content-types';

/** E-commerce news (category ecommerce). */
export const ECOMMERCE_ARTICLES: readonly Trilingual[] = [
  {
    zh: { title: '跨境卖家必知：俄罗斯 EAC 认证与合格声明', summary: '哪些商品需要 EAC 认证或合格声明，以及办理的基本流程。', body: [
      '在欧亚经济联盟销售的许多商品需要符合技术法规，并取得合格证书或合格声明，包装上使用 EAC 标志。儿童用品、电器、化妆品和食品接触材料是检查最严格的类目。',
      '办理通常需要：商品说明、成分或技术参数、检测报告，以及在俄罗斯或联盟境内的申请人。周期一般为 1–4 周，费用取决于类目和检测项目。',
      'Ozon 会在上架或抽查时要求上传文件。建议在选品阶段就确认认证要求，避免货物到仓后无法销售。' ] },
    en: { title: 'What cross-border sellers must know: EAC certificates and declarations of conformity', summary: 'Which goods need an EAC certificate or declaration, and how the process works.', body: [
      'Many goods sold in the Eurasian Economic Union must meet its technical regulations and carry a certificate or declaration of conformity, with the EAC mark on the packaging. Children’s goods, electrical appliances, cosmetics and food-contact materials are checked most strictly.',
      'You usually need a product description, composition or technical data, test reports and an applicant registered in Russia or the Union. It takes one to four weeks; the cost depends on category and tests.',
      'Ozon asks for the documents at listing or during spot checks. Confirm the requirements while selecting products, not after the goods reach the warehouse.' ] },
    ru: { title: 'Что нужно знать зарубежному продавцу о сертификации ЕАЭС', summary: 'Каким товарам нужен сертификат или декларация о соответствии и как их получить.', body: [
      'Многие товары, продаваемые в ЕАЭС, должны соответствовать техническим регламентам и иметь сертификат или декларацию о соответствии, а на упаковке — знак EAC. Строже всего проверяют детские товары, электроприборы, косметику и материалы, контактирующие с пищей.',
      'Обычно нужны описание товара, состав или технические характеристики, протоколы испытаний и заявитель, зарегистрированный в России или ЕАЭС. Срок — от одной до четырёх недель, стоимость зависит от категории и испытаний.',
      'Ozon запрашивает документы при размещении или выборочной проверке. Уточняйте требования на этапе выбора товара, а не после поставки на склад.' ] },
  },
  {
    zh: { title: '卢布与人民币：汇率波动下如何定价', summary: '用卢布定价、用人民币结算，汇率风险要怎么管理？', body: [
      'Ozon 向买家以卢布标价，跨境卖家的采购成本多为人民币。汇率每变动 5%，利润率就可能被吃掉一大半。',
      '常见做法是以央行汇率为基准，每周复核一次价格；在成本中预留汇率缓冲；对长期备货的 FBO 商品，按入仓当周汇率锁定成本。',
      'MarketLens 的汇率换算工具每天从俄罗斯央行更新数据，可以在定价时直接使用。' ] },
    en: { title: 'Roubles and yuan: pricing through exchange-rate swings', summary: 'Prices are in roubles and costs in yuan: how to manage the currency risk.', body: [
      'Ozon shows prices to buyers in roubles while cross-border sellers mostly buy in yuan. A 5% move in the rate can eat most of the margin.',
      'Common practice: take the Central Bank rate as the reference and review prices weekly, keep a currency buffer in the cost, and for long-held FBO stock fix the cost at the rate of the week it entered the warehouse.',
      'The MarketLens currency converter updates daily from the Central Bank of Russia and can be used directly while pricing.' ] },
    ru: { title: 'Рубль и юань: как назначать цену при колебаниях курса', summary: 'Цены в рублях, закупка в юанях: как управлять валютным риском.', body: [
      'Ozon показывает покупателю цены в рублях, а зарубежные продавцы закупают товар в основном в юанях. Изменение курса на 5% может съесть большую часть маржи.',
      'Обычная практика: ориентироваться на курс ЦБ и пересматривать цены раз в неделю, закладывать валютный запас в себестоимость, а для долгих остатков FBO фиксировать себестоимость по курсу недели поставки.',
      'Конвертер валют MarketLens ежедневно обновляется по данным Банка России, им можно пользоваться прямо при расчёте цены.' ] },
  },
  {
    zh: { title: '中俄物流通道对比：空运、铁路和陆运', summary: '不同物流方式的时效、成本与适用商品。', body: [
      '空运小包时效约 7–15 天，适合轻小、高货值的商品，是 rFBS 卖家最常用的方式。',
      '铁路和汽运专线适合批量备货到 FBO 仓库，时效 15–30 天，单位成本明显低于空运，但需要做好报关和认证文件。',
      '旺季（11 月大促和新年前）运力紧张，建议提前 6–8 周发货，并为清关延误预留时间。' ] },
    en: { title: 'China–Russia logistics compared: air, rail and road', summary: 'Delivery time, cost and the goods each route suits.', body: [
      'Air small-parcel delivery takes about 7–15 days and suits light, high-value goods; it is what most rFBS sellers use.',
      'Rail and road lines suit bulk shipments to FBO warehouses: 15–30 days at a unit cost far below air, but customs and certification papers must be in order.',
      'Capacity is tight in peak season (the November sales and before New Year): ship 6–8 weeks ahead and allow for customs delays.' ] },
    ru: { title: 'Логистика Китай — Россия: авиа, железная дорога и авто', summary: 'Сроки, стоимость и товары, для которых подходит каждый способ.', body: [
      'Авиадоставка мелких отправлений занимает около 7–15 дней и подходит для лёгких и дорогих товаров; её используют большинство продавцов rFBS.',
      'Железнодорожные и автомобильные линии подходят для партий на склады FBO: 15–30 дней и заметно дешевле авиа за единицу, но таможенные и сертификационные документы должны быть в порядке.',
      'В сезон (ноябрьские распродажи и перед Новым годом) мощностей не хватает: отправляйте за 6–8 недель и закладывайте время на задержки на таможне.' ] },
  },
];

/** Industry reports (category report). */
export const REPORT_ARTICLES: readonly Trilingual[] = [
  {
    zh: { title: '家居生活类目季度观察：收纳与厨房用品持续增长', summary: '基于近 90 天销量数据，家居生活类目的增长来自哪里。', body: [
      '近 90 天家居生活类目中，收纳整理和厨房用品贡献了超过一半的销量增长，客单价集中在 300–1,500 卢布。',
      '增长最快的商品具有共同特点：多件套装、可折叠、材质说明清晰。带尺寸图的商品转化率明显高于同类。',
      '建议卖家关注季节节点：开学季的收纳需求和新年前的厨房礼品套装。' ] },
    en: { title: 'Home & Living quarterly: storage and kitchenware keep growing', summary: 'Where the growth of Home & Living came from, based on the last 90 days of sales.', body: [
      'Over the last 90 days storage and kitchenware produced more than half of the sales growth in Home & Living, with typical prices between 300 and 1,500 roubles.',
      'The fastest risers share traits: multi-piece sets, foldable designs and clear material information. Products with a dimension picture convert noticeably better than their peers.',
      'Watch the seasonal peaks: storage around the start of the school year and kitchen gift sets before New Year.' ] },
    ru: { title: 'Дом и быт за квартал: хранение и кухня продолжают расти', summary: 'Откуда взялся рост категории «Дом и быт» по данным продаж за 90 дней.', body: [
      'За последние 90 дней товары для хранения и кухни дали больше половины прироста продаж категории «Дом и быт», типичная цена — от 300 до 1 500 рублей.',
      'У самых быстрорастущих товаров общие черты: наборы из нескольких предметов, складная конструкция, понятное описание материала. Товары с изображением размеров конвертируют заметно лучше аналогов.',
      'Обращайте внимание на сезонные пики: хранение к началу учебного года и кухонные подарочные наборы перед Новым годом.' ] },
  },
  {
    zh: { title: '数码配件市场报告：快充与无线耳机', summary: '手机配件和耳机音箱子类目的价格带与品牌格局。', body: [
      '数码配件是跨境卖家最集中的类目之一。快充充电器和数据线以 300–1,200 卢布为主力价格带，品牌集中度较低，新品牌仍有机会。',
      '无线耳机的竞争更激烈，头部品牌占据大部分销量；降噪、长续航和防水等级是买家最关注的参数。',
      '建议新卖家从细分配件切入，例如特定车型的手机支架或指定型号的保护壳。' ] },
    en: { title: 'Phone accessories report: fast charging and wireless earphones', summary: 'Price bands and brand landscape of phone accessories and audio.', body: [
      'Accessories are among the most crowded categories for cross-border sellers. Fast chargers and cables sell mainly between 300 and 1,200 roubles, and brand concentration is low, so new brands still have room.',
      'Wireless earphones are more competitive, with leading brands taking most of the sales; noise cancelling, battery life and water resistance are what buyers compare.',
      'New sellers do better entering through niches, such as phone holders for a specific car or cases for one model.' ] },
    ru: { title: 'Аксессуары для телефонов: быстрая зарядка и беспроводные наушники', summary: 'Ценовые сегменты и расстановка брендов в аксессуарах и аудио.', body: [
      'Аксессуары — одна из самых насыщенных категорий для зарубежных продавцов. Быстрые зарядные устройства и кабели продаются в основном в диапазоне 300–1 200 рублей, концентрация брендов невысока, и новым маркам есть место.',
      'В беспроводных наушниках конкуренция выше: лидеры забирают большую часть продаж, а покупатели сравнивают шумоподавление, время работы и влагозащиту.',
      'Новичкам лучше заходить через ниши: держатели телефона для конкретной модели авто или чехлы под одну модель.' ] },
  },
];
