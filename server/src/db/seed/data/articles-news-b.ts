import type { Trilingual } from './content-types';

/** E-commerce news, second part: commissions, Kazakhstan routes, payments, marking, Ozon Global, the holiday season. */
export const ECOMMERCE_ARTICLES_B: readonly Trilingual[] = [
  {
    zh: { title: 'Ozon 佣金调整：卖家应该如何跟进', summary: '平台会定期调整类目佣金和物流费率，提前读懂通知，才能及时改价。', body: [
      'Ozon 会不定期调整各类目的销售佣金、物流费和仓储费，通常会提前在卖家后台的新闻栏目和邮件中发布通知，并注明生效日期。跨境卖家常常因为语言原因错过这些通知，结果在新费率生效后才发现利润变薄。',
      '建议指定专人每周查看一次后台公告，把涉及自己类目的变化整理成表格：哪个类目、哪种履约模式、费率从多少变到多少、何时生效。佣金通常按售价的百分比计算，因此高客单价商品对费率变化最敏感。',
      '收到通知后，用新费率重新计算主力商品的利润。如果利润低于目标，可以选择小幅调价、调整履约模式，或者把广告预算从利润最薄的商品上撤下来。不要等到月底对账才发现问题。',
      '费率变化也可能是机会：平台为了扶持某些类目，有时会阶段性下调佣金。关注这些信号，往往比竞争对手更早进入一个成本更低的细分市场。' ] },
    en: { title: 'Ozon commission changes: how sellers should keep up', summary: 'The marketplace revises category commissions and logistics rates from time to time; read the notices early and reprice in time.', body: [
      'Ozon adjusts sales commissions, logistics and storage fees by category from time to time. Changes are normally announced in advance in the news section of the seller account and by e-mail, with the date they take effect. Cross-border sellers often miss them because of the language and only notice when margins have already shrunk.',
      'Make one person responsible for reading the announcements weekly and keep a simple table of changes that affect your categories: which category, which fulfilment model, the old and new rate, and the effective date. Commission is a percentage of the price, so expensive products react most to a change.',
      'When a notice arrives, recompute the margin of your main products at the new rates. If it falls below target, raise the price slightly, change the fulfilment model, or pull ad budget from the thinnest-margin products. Do not wait for the month-end reconciliation.',
      'Changes can also be an opportunity: the marketplace sometimes lowers commission for a period to grow a category. Sellers who watch these signals can enter a cheaper niche before their competitors.' ] },
    ru: { title: 'Изменения комиссий Ozon: как не пропустить и что делать', summary: 'Маркетплейс периодически пересматривает комиссии и тарифы логистики; читайте уведомления заранее и пересчитывайте цены вовремя.', body: [
      'Ozon время от времени меняет комиссии за продажу, тарифы логистики и хранения по категориям. Об изменениях обычно заранее сообщают в новостях личного кабинета и по почте с указанием даты вступления в силу. Продавцы, которые не следят за новостями, узнают о новых тарифах уже по уменьшившейся марже.',
      'Назначьте ответственного, который раз в неделю читает новости кабинета, и ведите таблицу изменений по своим категориям: категория, схема работы, старая и новая ставка, дата. Комиссия считается в процентах от цены, поэтому сильнее всего изменения бьют по дорогим товарам.',
      'Получив уведомление, пересчитайте маржу основных товаров по новым ставкам. Если она ниже целевой, немного поднимите цену, смените схему работы или снимите рекламный бюджет с самых низкомаржинальных позиций. Не ждите сверки в конце месяца.',
      'Изменения бывают и возможностью: чтобы развивать категорию, маркетплейс иногда временно снижает комиссию. Кто следит за такими сигналами, раньше конкурентов заходит в нишу с меньшими издержками.' ] },
  },
  {
    zh: { title: '经哈萨克斯坦的中俄物流：霍尔果斯与阿拉山口线路', summary: '除了满洲里和后贝加尔斯克，经中亚的铁路和公路线路也越来越常用。', body: [
      '中国发往俄罗斯的货物，除了传统的满洲里—后贝加尔斯克口岸，越来越多地走霍尔果斯和阿拉山口，经哈萨克斯坦进入俄罗斯。这类线路适合从新疆、西北以及华东地区集货发出的批量货物。',
      '铁路整柜和拼箱到莫斯科地区，通常需要 18–30 天；公路卡车运输更灵活，一般 12–20 天，但单位成本更高。货物在哈萨克斯坦过境或在欧亚经济联盟范围内清关时，要确保品名、HS 编码和数量在各环节的单据中完全一致。',
      '选择货代时，重点问清楚四件事：是否包含清关、是否能提供进口商（合同主体）、是否负责送到指定的 Ozon 仓库并预约入仓、货损和延误如何赔付。报价中只写“到莫斯科”而不含入仓的，后面往往还有额外费用。',
      '旺季口岸拥堵时，这些线路也会延误。把关键商品分散到两条线路发货，是降低风险的常见做法。' ] },
    en: { title: 'China–Russia freight through Kazakhstan: the Khorgos and Alashankou routes', summary: 'Besides Manzhouli and Zabaikalsk, rail and road routes through Central Asia are increasingly common.', body: [
      'Besides the traditional Manzhouli–Zabaikalsk crossing, more and more goods from China to Russia go through Khorgos and Alashankou and across Kazakhstan. These routes suit bulk cargo consolidated in Xinjiang, north-western China and the eastern provinces.',
      'Full and shared rail containers to the Moscow region usually take 18 to 30 days; trucks are more flexible at roughly 12 to 20 days, but cost more per unit. Whether the goods transit Kazakhstan or clear customs elsewhere in the Eurasian Economic Union, the description, HS code and quantities must match exactly in every document.',
      'Ask a forwarder four things: is customs clearance included, can they provide the importer of record, will they deliver to the Ozon warehouse you need and book the acceptance slot, and how are damage and delays compensated? A quote that stops at “to Moscow” without warehouse delivery usually leads to extra charges later.',
      'These routes slow down too when border crossings are congested in peak season. Splitting key products across two routes is a common way to spread the risk.' ] },
    ru: { title: 'Грузы из Китая через Казахстан: направления Хоргос и Алашанькоу', summary: 'Помимо Забайкальска, всё чаще используют железнодорожные и автомобильные маршруты через Центральную Азию.', body: [
      'Кроме традиционного перехода Маньчжурия — Забайкальск, всё больше грузов из Китая в Россию идёт через Хоргос и Алашанькоу транзитом по Казахстану. Эти маршруты удобны для сборных партий из Синьцзяна, северо-запада Китая и восточных провинций.',
      'Железнодорожные контейнеры (целые и сборные) до Московского региона идут обычно 18–30 дней; автомобильная доставка гибче — около 12–20 дней, но дороже за единицу. При транзите через Казахстан и оформлении в ЕАЭС наименование, код ТН ВЭД и количество должны совпадать во всех документах.',
      'У экспедитора уточните четыре вещи: входит ли таможенное оформление, может ли он выступить импортёром, довезёт ли груз до нужного склада Ozon и забронирует ли слот приёмки, как компенсируются повреждения и задержки. Если в предложении указано только «до Москвы», без доставки на склад, позже появятся дополнительные расходы.',
      'В сезон, когда на границе очереди, задерживаются и эти маршруты. Распределить ключевые товары между двумя направлениями — обычный способ снизить риск.' ] },
  },
  {
    zh: { title: '回款与结汇：跨境卖家的人民币收款要点', summary: '销售额以卢布结算，到手是人民币：了解回款链条，减少延迟和风控问题。', body: [
      '通过 Ozon Global 销售的跨境卖家，销售额在平台上以卢布计算，再由平台合作的支付服务机构换汇后，以人民币或美元打到卖家在中国的账户。回款周期按平台规定的结算周期执行，具体以卖家后台的财务报表为准。',
      '近年来中俄之间的跨境支付链路变化较多，银行对涉俄款项的审核更严格，偶尔会出现到账延迟。最有效的预防措施是：收款账户主体与店铺注册主体一致，保存好平台结算单和销售明细，银行要求补充材料时能在一两天内提供。',
      '汇率方面，从卢布到人民币的换汇使用结算时的汇率，而你的定价是在更早的时候做的。因此利润核算要按“实际到账人民币”来算，而不是按下单时的卢布金额乘以当天汇率。',
      '不要使用来路不明的私人换汇渠道回款。看似汇率更好，但一旦资金被冻结，损失远大于节省的那点差价，还可能影响店铺的合规记录。' ] },
    en: { title: 'Payouts and currency conversion: getting paid in yuan', summary: 'Sales are settled in roubles and arrive in yuan: understand the payout chain to avoid delays and compliance holds.', body: [
      'Sellers on Ozon Global have their sales counted in roubles on the marketplace; partner payment providers then convert the money and pay it in yuan or dollars to the seller’s account in China. Payouts follow the marketplace’s settlement schedule; the finance reports in the seller account are the reference.',
      'Cross-border payment routes between Russia and China have changed a lot in recent years, banks check Russia-related transfers more closely, and delays happen now and then. The best prevention: receive money on an account held by the same company that registered the shop, keep settlement statements and sales details, and be ready to send supporting documents within a day or two when the bank asks.',
      'The conversion from roubles to yuan uses the rate on the settlement date, while you set your price earlier. Measure profit by the yuan that actually arrived, not by the rouble amount at order time multiplied by that day’s rate.',
      'Do not use informal private exchange channels for payouts. A better rate is not worth the risk: frozen funds cost far more than the difference, and they can damage the compliance record of the shop.' ] },
    ru: { title: 'Выплаты и конвертация: как зарубежные продавцы получают деньги', summary: 'Продажи считаются в рублях, а продавец получает юани: как устроена цепочка выплат и почему она бывает медленной.', body: [
      'У продавцов Ozon Global продажи учитываются на площадке в рублях, затем платёжные партнёры конвертируют средства и перечисляют их в юанях или долларах на счёт продавца в Китае. Выплаты идут по графику расчётов маркетплейса; ориентиром служат финансовые отчёты личного кабинета.',
      'Платёжные маршруты между Россией и Китаем за последние годы сильно изменились, банки тщательнее проверяют такие переводы, и задержки иногда случаются. Лучшая профилактика: счёт для выплат должен принадлежать той же компании, на которую зарегистрирован магазин, отчёты о расчётах и детализацию продаж нужно хранить, а документы по запросу банка — предоставлять за день-два.',
      'Для российских продавцов, которые закупают в Китае, работает обратная логика: оплата поставщику в юанях проходит валютный контроль банка, и к платежу нужны контракт и инвойс. Заложите время на проверку платежа в график закупки.',
      'Не пользуйтесь неофициальными частными обменниками. Выгодный курс не окупит риска: заблокированные деньги обойдутся дороже разницы в курсе, а история магазина пострадает.' ] },
  },
  {
    zh: { title: '“诚信标志”（Честный знак）商品标识：哪些商品必须贴码', summary: '俄罗斯的强制商品标识制度覆盖服装、鞋类、香水、轮胎等品类，进入 FBO 仓库前就要准备好。', body: [
      '“诚信标志”（Честный знак）是俄罗斯的国家商品标识系统。纳入强制标识的商品，每一件都需要一个唯一的 DataMatrix 码，在生产、进口和销售各环节扫码登记。目前覆盖的品类包括鞋类、部分服装和纺织品、香水、轮胎、相机、乳制品、瓶装水等，并在逐步扩大。',
      '对在俄罗斯境内备货（FBO 或 FBS）的卖家，进口商必须在货物进入流通前完成登记并贴码，Ozon 在入仓时会扫码核验，缺码或码与商品不符的货物会被拒收。',
      '直接从中国寄给俄罗斯买家的跨境包裹，适用的规则与批量进口不同，但各品类的要求在变化，具体以平台在卖家后台发布的说明为准。',
      '选品时就要查清商品是否属于强制标识品类，并把贴码成本（码费、人工、标签）算进成本。与进口商或货代合作时，明确由谁申请标识码、在哪里贴码（国内工厂还是俄罗斯海关监管仓库）。' ] },
    en: { title: 'Chestny Znak product marking: which goods need a code', summary: 'Russia’s mandatory marking covers clothing, footwear, perfume, tyres and more; prepare before goods reach an FBO warehouse.', body: [
      'Chestny Znak (“Honest Sign”) is Russia’s national product marking system. Every unit of a covered product needs a unique DataMatrix code that is registered at production, import and sale. Footwear, some clothing and textiles, perfume, tyres, cameras, dairy products and bottled water are among the covered groups, and the list keeps growing.',
      'For stock held in Russia (FBO or FBS), the importer must register and apply the codes before the goods enter circulation. Ozon scans the codes at acceptance and refuses goods with missing codes or codes that do not match the product.',
      'Cross-border parcels sent directly from China to Russian buyers follow different rules from bulk imports, but the requirements change by category; the instructions the marketplace publishes in the seller account take precedence.',
      'Check whether a product falls under mandatory marking while selecting it, and include the cost of codes, labour and labels in your unit cost. With an importer or forwarder, agree who orders the codes and where they are applied: at the factory in China or in a customs warehouse in Russia.' ] },
    ru: { title: 'Маркировка «Честный знак»: каким товарам нужен код', summary: 'Обязательная маркировка охватывает одежду, обувь, духи, шины и другие группы; подготовиться нужно до поставки на склад.', body: [
      '«Честный знак» — национальная система маркировки товаров. Каждая единица маркируемого товара получает уникальный код DataMatrix, который регистрируется при производстве, ввозе и продаже. В перечень входят обувь, часть одежды и текстиля, парфюмерия, шины, фотоаппараты, молочная продукция, упакованная вода и другие группы, и он постепенно расширяется.',
      'Если товар хранится в России (FBO или FBS), импортёр обязан нанести коды и ввести товар в оборот до начала продаж. Ozon сканирует коды на приёмке и не принимает товар без кода или с кодом, который не соответствует товару.',
      'Для трансграничных посылок, которые отправляются из Китая напрямую покупателю, правила отличаются от правил для партий, ввозимых на склад, но требования по категориям меняются — ориентируйтесь на инструкции маркетплейса в личном кабинете.',
      'Проверяйте, подлежит ли товар обязательной маркировке, ещё на этапе выбора и закладывайте в себестоимость коды, работу и этикетки. С импортёром или экспедитором заранее договоритесь, кто заказывает коды и где их наносят: на фабрике в Китае или на таможенном складе в России.' ] },
  },
  {
    zh: { title: 'Ozon Global 跨境项目：中国卖家入驻前要了解的事', summary: '无需俄罗斯公司即可开店，但类目、物流和售后都有自己的规则。', body: [
      'Ozon Global 是 Ozon 面向海外卖家的跨境项目，中国大陆和香港注册的公司可以申请入驻，不需要在俄罗斯设立法人。平台提供中文的卖家后台和招商支持，回款以人民币或美元结算。',
      '入驻时一般需要准备：营业执照、法人身份证件、公司银行账户，以及计划销售的类目和商品信息。部分类目需要额外资质，例如儿童用品、化妆品和电子产品的合格文件，以及品牌授权书。',
      '跨境卖家最常用的是 rFBS 模式：在国内仓发货，通过平台合作的物流商送到俄罗斯买家手中。销量稳定之后，可以再把热销商品以批量进口的方式送进俄罗斯的 FBO 仓库，缩短配送时效。',
      '入驻前建议先用 MarketLens 查看目标类目的价格带和竞争情况，确认自己的商品在加上物流和佣金后，价格仍然有竞争力。' ] },
    en: { title: 'Ozon Global: what Chinese sellers should know before joining', summary: 'No Russian company is needed, but categories, logistics and after-sales service have rules of their own.', body: [
      'Ozon Global is the marketplace’s programme for sellers abroad. Companies registered in mainland China or Hong Kong can apply without a Russian legal entity. The programme offers a seller account in Chinese, onboarding support, and payouts in yuan or dollars.',
      'To apply you usually need the business licence, the legal representative’s ID, a company bank account, and the categories and products you plan to sell. Some categories need more, for example conformity documents for children’s goods, cosmetics and electronics, or a brand authorisation letter.',
      'Most cross-border sellers start with rFBS: they ship from a warehouse in China through the marketplace’s logistics partners to Russian buyers. Once sales are steady, best-sellers can be imported in bulk to FBO warehouses in Russia for faster delivery.',
      'Before applying, look at price bands and competition in your target category with MarketLens and make sure your products stay competitive once freight and commission are added.' ] },
    ru: { title: 'Ozon Global: как устроена программа для зарубежных продавцов', summary: 'Китайские компании продают на Ozon без юрлица в России; разбираемся, чем их работа отличается и что это значит для российских продавцов.', body: [
      'Ozon Global — программа маркетплейса для продавцов из-за рубежа. Компании из материкового Китая и Гонконга могут продавать без российского юрлица; для них есть кабинет на китайском языке, поддержка при подключении и выплаты в юанях или долларах.',
      'Для подключения обычно нужны свидетельство о регистрации компании, документ руководителя, корпоративный счёт и список категорий и товаров. В ряде категорий требуются дополнительные документы: подтверждение соответствия для детских товаров, косметики и электроники, письмо-авторизация от бренда.',
      'Чаще всего зарубежные продавцы работают по rFBS: отправляют заказы со склада в Китае через логистических партнёров маркетплейса. Когда продажи стабилизируются, хиты ввозят партиями на склады FBO в России, чтобы сократить срок доставки.',
      'Для российских продавцов это означает конкуренцию с прямыми поставками из Китая, особенно в недорогих аксессуарах. Сильные стороны локального продавца — быстрая доставка, понятный сервис и документы; их стоит подчёркивать в карточке.' ] },
  },
  {
    zh: { title: '俄罗斯节日消费趋势：从 11 月大促到三八节', summary: '每个节日买什么、什么时候开始买，决定了你的上新和广告节奏。', body: [
      '11 月的 11.11 和“黑色星期五”是全年流量最高的时段，买家集中购买数码产品、小家电和家居用品，也会提前为新年采购礼物。价格敏感度高，参加平台活动的商品更容易获得曝光。',
      '新年是俄罗斯最重要的节日，礼品需求从 11 月中旬开始，12 月中旬达到高峰。礼盒装、节日包装、圣诞装饰、灯串、儿童玩具和美妆套装表现突出。由于物流在年底非常紧张，买家会更看重“能否在新年前收到”。',
      '2 月 23 日和 3 月 8 日是两个礼品节点：前者以男士礼品为主，如工具、汽车配件、钱包、剃须护理；后者以女士礼品为主，如美妆、首饰、香薰、家居装饰和鲜花相关用品。搜索量一般在节日前两到三周开始上升。',
      '建议按节日倒推：提前 6–8 周确定商品并备货，提前 3–4 周上线节日版图片和标题，提前 2 周加大广告投放。' ] },
    en: { title: 'Russian holiday shopping: from the November sales to 8 March', summary: 'What people buy for each holiday, and when they start, sets the rhythm of your launches and advertising.', body: [
      'The 11.11 and Black Friday sales in November bring the year’s highest traffic. Buyers stock up on electronics, small appliances and home goods and start buying New Year gifts. Price sensitivity is high, and products in marketplace promotions get more exposure.',
      'New Year is the biggest holiday in Russia. Gift demand starts in mid-November and peaks in mid-December: gift boxes, festive packaging, Christmas decorations, fairy lights, toys and beauty sets do well. Logistics are stretched at year end, so buyers care about whether the order will arrive before 31 December.',
      '23 February and 8 March are gift occasions too: the first mostly for men (tools, car accessories, wallets, shaving kits), the second mostly for women (beauty, jewellery, scented candles, home decor). Searches usually start rising two to three weeks before the date.',
      'Work backwards from each holiday: choose and stock products six to eight weeks ahead, switch to holiday photos and titles three to four weeks ahead, and raise ad budgets two weeks ahead.' ] },
    ru: { title: 'Праздничный спрос: от ноябрьских распродаж до 8 Марта', summary: 'Что и когда покупают к каждому празднику — от этого зависит график запуска товаров и рекламы.', body: [
      'Ноябрьские 11.11 и «чёрная пятница» дают самый высокий трафик года. Покупатели берут электронику, мелкую бытовую технику и товары для дома и начинают покупать новогодние подарки. Чувствительность к цене высокая, товары в акциях маркетплейса получают больше показов.',
      'Новый год — главный праздник: спрос на подарки начинается в середине ноября и достигает пика в середине декабря. Хорошо продаются подарочные наборы, праздничная упаковка, ёлочные украшения, гирлянды, игрушки и косметические наборы. Логистика в конце года перегружена, поэтому покупателю важно, успеет ли заказ до 31 декабря.',
      '23 Февраля и 8 Марта — тоже подарочные даты: к первой покупают инструменты, автоаксессуары, кошельки, наборы для бритья, ко второй — косметику, украшения, ароматические свечи, декор для дома. Запросы обычно начинают расти за две-три недели до праздника.',
      'Планируйте от даты праздника назад: за 6–8 недель выберите товары и поставьте их на склад, за 3–4 недели обновите фото и названия под праздник, за две недели увеличьте рекламный бюджет.' ] },
  },
];
