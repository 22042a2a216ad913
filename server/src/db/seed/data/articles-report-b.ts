import type { Trilingual } from './content-types';

/** Industry reports, second part: one market overview per category. Observations, not official statistics. */
export const REPORT_ARTICLES_B: readonly Trilingual[] = [
  {
    zh: { title: '美妆个护类目观察：工具类比化妆品更适合跨境', summary: '美妆需求稳定、复购高，但认证门槛决定了跨境卖家该从哪里切入。', body: [
      '美妆个护是 Ozon 上复购率较高的类目之一。从我们跟踪的商品来看，销量大的子类目包括护肤品、彩妆、美甲用品、美发工具和个护小电器。主流价格带大致在 200–1,500 卢布，个护小电器可以到 2,000–5,000 卢布。',
      '化妆品和护肤品通常需要合格声明或国家注册证明，并且对成分标注、俄语标签要求严格，跨境卖家直接进入的门槛较高。相比之下，美甲工具、化妆刷、收纳盒、美发梳等工具类商品门槛更低，是更常见的切入点。',
      '季节性方面，3 月 8 日前和新年前是礼品套装的高峰；夏季防晒和脱毛类商品需求上升，秋冬则是保湿和护手类。',
      '需要注意：本品类的评价对转化影响特别大，买家会仔细看真人使用图。上新初期尽快积累带图评价，比一味降价更有效。以上为基于平台公开商品数据的观察，具体数值请以 MarketLens 类目分析中的实时数据为准。' ] },
    en: { title: 'Beauty & personal care: tools travel better than cosmetics', summary: 'Demand is steady and repeat purchases are high, but certification decides where cross-border sellers should enter.', body: [
      'Beauty and personal care has some of the highest repeat purchase rates on Ozon. Among the products we track, the biggest sub-categories are skincare, make-up, nail supplies, hair tools and small personal-care appliances. Most items sell between 200 and 1,500 roubles; appliances reach 2,000 to 5,000.',
      'Cosmetics and skincare usually need a declaration of conformity or state registration, and ingredient lists and Russian labels are checked closely, so the entry barrier is high for cross-border sellers. Nail tools, make-up brushes, organisers and hair brushes are easier and are the usual starting point.',
      'Gift sets peak before 8 March and before New Year; sun care and hair removal rise in summer, moisturisers and hand creams in autumn and winter.',
      'Reviews matter even more here than elsewhere: buyers study customer photos. Collecting reviews with photos early works better than cutting the price. These observations are based on public product data; see MarketLens category analysis for current figures.' ] },
    ru: { title: 'Красота и уход: инструменты продаются легче, чем косметика', summary: 'Спрос стабильный, повторные покупки частые, но требования к документам определяют, с чего начинать.', body: [
      'Красота и уход — одна из категорий Ozon с самой высокой долей повторных покупок. Среди товаров, которые мы отслеживаем, крупнейшие подкатегории — уход за кожей, декоративная косметика, товары для маникюра, инструменты для волос и техника для ухода. Основной ценовой диапазон — 200–1 500 рублей, техника — 2 000–5 000 рублей.',
      'Для косметики обычно нужна декларация о соответствии или свидетельство о госрегистрации, а состав и маркировку на русском языке проверяют строго. Инструменты для маникюра, кисти, органайзеры и расчёски требуют меньше документов, поэтому новые продавцы чаще начинают с них.',
      'Подарочные наборы продаются лучше всего перед 8 Марта и Новым годом; летом растут солнцезащитные средства и депиляция, осенью и зимой — увлажняющие кремы и средства для рук.',
      'Отзывы здесь особенно важны: покупатели рассматривают фото от других покупателей. Отзывы с фото в первые недели дают больше, чем снижение цены. Наблюдения основаны на открытых данных о товарах; актуальные цифры — в анализе категорий MarketLens.' ] },
  },
  {
    zh: { title: '服装鞋包类目观察：尺码和退货决定利润', summary: '服装是流量最大的类目之一，但退货率高，尺码表和标识要求是成败关键。', body: [
      '服装鞋包在 Ozon 上流量大、款式更新快，价格带跨度也大：基础 T 恤、袜子、内衣多在 300–1,000 卢布，外套和鞋类常见 2,000–6,000 卢布。快时尚款式竞争激烈，功能性服装（保暖内衣、防水外套、工装）则相对稳定。',
      '这个类目最大的成本来自退货。俄罗斯买家习惯在自提点试穿后拒收不合适的商品，尺码不准会直接导致高退货率。中国尺码普遍偏小，必须按俄罗斯尺码（42、44、46……）重新制作尺码表，并标注实际的胸围、腰围和衣长。',
      '鞋类和部分服装属于“诚信标志”强制标识范围，在俄罗斯境内备货的商品必须贴码后才能入仓。',
      '季节性非常明显：羽绒服和保暖用品从 9 月开始上量，10–11 月是高峰；春装在 3–4 月；泳装在 5–7 月。建议提前一个季度备货，并在季末及时清仓，避免过季库存。以上为观察性分析，不代表平台官方数据。' ] },
    en: { title: 'Clothing, shoes & bags: sizes and returns decide the margin', summary: 'Apparel brings some of the most traffic, but returns are high; size charts and marking rules make or break it.', body: [
      'Apparel on Ozon has heavy traffic, fast-changing styles and a wide price range: basic T-shirts, socks and underwear mostly sell for 300 to 1,000 roubles, coats and shoes commonly for 2,000 to 6,000. Fast fashion is fiercely contested, while functional clothing (thermal underwear, waterproof jackets, workwear) is steadier.',
      'The biggest cost is returns. Russian buyers often try clothes on at the pick-up point and refuse what does not fit, so inaccurate sizes mean high return rates. Chinese sizes usually run small: build the size chart in Russian sizes (42, 44, 46 …) and state real chest, waist and length measurements.',
      'Footwear and some clothing fall under Chestny Znak mandatory marking, so stock held in Russia must carry codes before warehouse acceptance.',
      'Seasonality is strong: down jackets and warm goods pick up from September and peak in October and November, spring collections sell in March and April, swimwear from May to July. Stock a season ahead and clear at season end. These are observations, not official marketplace data.' ] },
    ru: { title: 'Одежда, обувь и сумки: размеры и возвраты определяют маржу', summary: 'Одежда даёт огромный трафик, но и возвратов много; таблица размеров и маркировка решают всё.', body: [
      'Одежда на Ozon — это большой трафик, быстрая смена моделей и широкий разброс цен: базовые футболки, носки и бельё в основном стоят 300–1 000 рублей, верхняя одежда и обувь — 2 000–6 000 рублей. В массовой моде конкуренция очень высокая, функциональная одежда (термобельё, непромокаемые куртки, спецодежда) продаётся стабильнее.',
      'Главная статья потерь — возвраты. Покупатели часто примеряют вещь в пункте выдачи и отказываются, если она не подошла. Китайские размеры обычно маломерят, поэтому таблицу размеров нужно строить по российской сетке (42, 44, 46…) и указывать реальные обхват груди, талии и длину изделия.',
      'Обувь и часть одежды подлежат обязательной маркировке «Честный знак»: товар, который хранится в России, без кодов на склад не примут.',
      'Сезонность ярко выражена: пуховики и тёплые вещи начинают продаваться с сентября, пик — в октябре и ноябре; весенняя одежда — в марте и апреле; купальники — с мая по июль. Поставляйте товар за сезон вперёд и вовремя распродавайте остатки. Это наблюдения, а не официальные данные маркетплейса.' ] },
  },
  {
    zh: { title: '母婴玩具类目观察：认证门槛高，节日效应强', summary: '玩具和儿童用品受新年影响最大，安全认证是绕不开的前提。', body: [
      '母婴玩具类目的需求集中在三个方向：益智和拼搭玩具、户外与运动玩具、婴儿护理用品。主力价格带在 500–2,500 卢布，大型玩具（儿童车、滑板车、帐篷）可以达到 3,000–10,000 卢布。',
      '儿童用品是欧亚经济联盟技术法规检查最严格的领域之一，绝大多数商品需要合格证书或合格声明，材料安全和俄语标签也会被抽查。没有文件的商品可能被下架，已入仓的库存也无法销售。',
      '这个类目的季节性非常强：新年前的 6–8 周是全年销量最高的时段，其次是 6 月 1 日儿童节前后和 8 月底开学季。夏季户外玩具（水枪、泡泡机、沙滩玩具）从 5 月开始起量。',
      '家长买家更看重安全性和真实评价。详情页里明确写出适用年龄、材质和认证信息，能明显减少咨询和退货。以上为基于公开商品数据的观察，请结合实时数据判断。' ] },
    en: { title: 'Kids & toys: high certification bar, strong holiday effect', summary: 'Toys and children’s goods depend on New Year more than any other category, and safety certification comes first.', body: [
      'Demand in kids and toys concentrates in three areas: educational and construction toys, outdoor and active toys, and baby care. Most products sell between 500 and 2,500 roubles; large items such as ride-ons, scooters and play tents reach 3,000 to 10,000.',
      'Children’s goods are among the most strictly checked areas of the Eurasian Economic Union regulations. Almost everything needs a certificate or declaration of conformity, and material safety and Russian labelling are spot-checked. Goods without documents can be delisted, and stock already in the warehouse cannot be sold.',
      'Seasonality is strong: the six to eight weeks before New Year are the best of the year, followed by the days around Children’s Day on 1 June and back-to-school at the end of August. Outdoor summer toys (water guns, bubble machines, beach sets) start selling in May.',
      'Parents care most about safety and honest reviews. A page that states the age range, materials and certification clearly gets fewer questions and fewer returns. These are observations based on public product data; check current figures before deciding.' ] },
    ru: { title: 'Детские товары и игрушки: высокие требования и сильный праздничный эффект', summary: 'Игрушки зависят от Нового года больше любой другой категории, а документы о безопасности обязательны.', body: [
      'Спрос в детской категории сосредоточен в трёх направлениях: развивающие игрушки и конструкторы, уличные и спортивные игрушки, товары для ухода за малышом. Основной диапазон цен — 500–2 500 рублей, крупные товары (каталки, самокаты, игровые палатки) — 3 000–10 000 рублей.',
      'Детские товары — одна из самых строго проверяемых областей технических регламентов ЕАЭС. Почти всё требует сертификата или декларации о соответствии, выборочно проверяются безопасность материалов и маркировка на русском языке. Товар без документов могут снять с продажи, а остатки на складе не получится продать.',
      'Сезонность сильная: лучшие 6–8 недель года — перед Новым годом, затем — период около 1 июня и подготовка к школе в конце августа. Летние игрушки (водяные пистолеты, генераторы мыльных пузырей, наборы для песка) начинают продаваться в мае.',
      'Родители прежде всего смотрят на безопасность и честные отзывы. Если в карточке чётко указаны возраст, материалы и документы, вопросов и возвратов становится меньше. Это наблюдения по открытым данным о товарах; перед решением сверяйтесь с актуальными цифрами.' ] },
  },
  {
    zh: { title: '运动户外类目观察：季节切换快，细分品类机会多', summary: '健身器材全年稳定，户外和冬季运动强季节性，适合按季节滚动选品。', body: [
      '运动户外类目可以分成两类：全年稳定的居家健身（瑜伽垫、弹力带、哑铃、跳绳）和强季节性的户外运动（露营、钓鱼、骑行、滑雪）。居家健身的主力价格带在 300–2,000 卢布，露营装备和骑行配件多在 1,000–5,000 卢布。',
      '季节节奏大致是：1 月健身需求随“新年计划”上升；4–8 月露营、钓鱼、骑行和游泳用品走强；11 月到次年 2 月是滑雪、滑冰和保暖装备的季节。俄罗斯买家对钓鱼用品的需求很大，细分品类多，是跨境卖家常见的机会点。',
      '大件商品（帐篷、健身凳）体积大，FBO 仓储费和物流费较高，定价时要按体积重量计算；轻小配件更适合 rFBS 测款。',
      '建议提前一个季度关注 MarketLens 的飙升榜：季节性商品的搜索热度通常比销量早两到三周上升。以上观察不构成官方统计。' ] },
    en: { title: 'Sports & outdoors: fast season changes and many niches', summary: 'Home fitness is steady all year, outdoor and winter sports are highly seasonal: rotate your range with the seasons.', body: [
      'Sports and outdoors splits into steady home fitness (yoga mats, resistance bands, dumbbells, jump ropes) and highly seasonal outdoor activities (camping, fishing, cycling, skiing). Home fitness mostly sells between 300 and 2,000 roubles; camping gear and cycling accessories between 1,000 and 5,000.',
      'The rhythm: fitness rises in January with New Year resolutions; camping, fishing, cycling and swimming are strong from April to August; skiing, skating and warm gear from November to February. Fishing is a large market in Russia with many sub-niches, a frequent opening for cross-border sellers.',
      'Bulky items such as tents and weight benches cost more in FBO storage and logistics, so price them by volumetric weight; small accessories are better tested on rFBS.',
      'Watch the MarketLens soaring lists a season ahead: search interest for seasonal goods usually rises two to three weeks before sales. These are observations, not official statistics.' ] },
    ru: { title: 'Спорт и отдых: быстрая смена сезонов и много ниш', summary: 'Домашний фитнес стабилен весь год, туризм и зимние виды спорта сезонны — ассортимент стоит менять по сезонам.', body: [
      'Категорию можно разделить на стабильный домашний фитнес (коврики для йоги, резинки, гантели, скакалки) и сезонный отдых на природе (кемпинг, рыбалка, велосипед, лыжи). Домашний фитнес продаётся в основном за 300–2 000 рублей, туристическое снаряжение и велоаксессуары — за 1 000–5 000 рублей.',
      'Ритм такой: в январе растёт фитнес — новогодние обещания; с апреля по август сильны кемпинг, рыбалка, велосипеды и плавание; с ноября по февраль — лыжи, коньки и тёплая экипировка. Рыбалка в России — большой рынок с множеством узких ниш, где часто находятся возможности для новых продавцов.',
      'Крупногабаритные товары (палатки, скамьи для жима) дорого хранить и возить через FBO, поэтому цену считайте по объёмному весу; мелкие аксессуары удобнее тестировать на rFBS.',
      'Следите за рейтингом взлётов в MarketLens за сезон вперёд: интерес к сезонным товарам в поиске обычно растёт на две-три недели раньше продаж. Это наблюдения, а не официальная статистика.' ] },
  },
  {
    zh: { title: '汽配摩配类目观察：车型适配是核心卖点', summary: '俄罗斯汽车保有量大、车龄偏长，配件和养护用品需求稳定。', body: [
      '俄罗斯的汽车保有量大，平均车龄较长，车主习惯自己动手保养，因此汽配类目需求稳定。跨境卖家常见的机会在车内用品（手机支架、座套、收纳、脚垫）、汽车电子（行车记录仪、车载充电器、胎压监测）和养护工具，主力价格带在 300–3,000 卢布。',
      '这个类目最重要的信息是适配车型。标题和属性里写清楚品牌、车型和年份（例如 Lada Vesta、Kia Rio、Hyundai Solaris 等俄罗斯常见车型），买家才能搜到并放心购买。适配信息错误是退货的主要原因。',
      '季节性方面，10–11 月是冬季用品高峰：雪刷、除冰剂、座椅加热垫、启动电源；春季则是清洁养护和夏季遮阳用品。轮胎等商品属于“诚信标志”强制标识范围，需要额外注意。',
      '以上为基于公开商品数据的观察，车型热度和价格请参考 MarketLens 关键词工具中的实时搜索数据。' ] },
    en: { title: 'Auto parts & motorcycles: vehicle fit is the selling point', summary: 'Russia has many cars with a high average age, so parts and care products sell steadily.', body: [
      'Russia has a large car fleet with a high average age, and many owners do their own maintenance, so demand is steady. Cross-border sellers typically find openings in interior accessories (phone holders, seat covers, organisers, floor mats), car electronics (dash cams, chargers, tyre pressure monitors) and care tools, mostly priced between 300 and 3,000 roubles.',
      'The key information is which vehicles the part fits. State make, model and years in the title and attributes, using models common in Russia such as Lada Vesta, Kia Rio or Hyundai Solaris, so buyers find the item and trust it. Wrong fitment data is the main reason for returns.',
      'October and November are the peak for winter goods: snow brushes, de-icers, heated seat covers, jump starters; spring brings cleaning and care products and summer sunshades. Tyres fall under Chestny Znak mandatory marking.',
      'These observations are based on public product data; see the live search data in the MarketLens keyword tool for model popularity and prices.' ] },
    ru: { title: 'Автотовары и мото: совместимость с моделью — главный аргумент', summary: 'Автопарк в России большой и немолодой, поэтому спрос на запчасти и уход стабилен.', body: [
      'Автопарк в России большой, средний возраст машин высокий, многие владельцы обслуживают автомобиль сами — спрос стабилен. Новые продавцы чаще всего находят ниши в аксессуарах для салона (держатели телефона, чехлы, органайзеры, коврики), автоэлектронике (видеорегистраторы, зарядные устройства, датчики давления в шинах) и инструментах для ухода; основной ценовой диапазон — 300–3 000 рублей.',
      'Главное в карточке — совместимость. Указывайте марку, модель и годы выпуска в названии и характеристиках, особенно для массовых моделей вроде Lada Vesta, Kia Rio или Hyundai Solaris: так товар найдут и ему поверят. Неверные данные о совместимости — основная причина возвратов.',
      'Пик зимних товаров — октябрь и ноябрь: щётки для снега, размораживатели, накидки с подогревом, пусковые устройства; весной — автохимия и уход, летом — солнцезащитные шторки. Шины подлежат обязательной маркировке «Честный знак».',
      'Наблюдения основаны на открытых данных о товарах; популярность моделей и цены смотрите в актуальных данных по запросам в MarketLens.' ] },
  },
  {
    zh: { title: '食品与健康类目观察：合规优先，零食和茶饮有空间', summary: '食品类目复购高但监管严格，跨境卖家要先确认准入和保质期管理。', body: [
      '食品与健康类目在 Ozon 上增长稳定，常见的热销方向包括零食、茶和咖啡、调味品、运动营养和保健品。大多数商品价格在 150–1,500 卢布之间，客单价不高，但复购率高。',
      '食品受欧亚经济联盟食品安全法规监管，需要合格声明、俄语标签（成分、营养成分、保质期、生产商和进口商信息），部分商品还需要国家注册。保健品的准入要求更严格。跨境直邮食品的限制较多，更常见的做法是通过进口商批量进口后在 FBO 销售。',
      '保质期管理是关键：Ozon 对入仓商品的剩余保质期有要求，临期商品可能被拒收或需要尽快清货。备货量要比其他类目更保守。',
      '中国茶、方便食品和特色零食在俄罗斯有一定的受众，但口味接受度需要小批量测试。以上为观察性分析，不代表官方数据。' ] },
    en: { title: 'Food & health: compliance first, with room in snacks and tea', summary: 'Food sells repeatedly but is strictly regulated; check market access and shelf-life rules first.', body: [
      'Food and health grows steadily on Ozon. Popular directions include snacks, tea and coffee, condiments, sports nutrition and supplements. Most items cost 150 to 1,500 roubles: the basket is small, but customers come back.',
      'Food falls under the Eurasian Economic Union food safety regulations: a declaration of conformity and Russian labels (ingredients, nutrition facts, shelf life, manufacturer and importer) are required, and some products need state registration; supplements face stricter rules. Direct cross-border parcels of food are heavily restricted, so the usual route is bulk import through an importer and sale from FBO.',
      'Shelf life is critical: Ozon sets a minimum remaining shelf life for goods it accepts, and short-dated stock may be refused or need fast clearance. Stock more cautiously than in other categories.',
      'Chinese tea, instant foods and regional snacks have an audience in Russia, but taste acceptance needs small test batches. These are observations, not official data.' ] },
    ru: { title: 'Продукты и здоровье: сначала документы, потом ассортимент', summary: 'Продукты покупают регулярно, но требования строгие; начните с допуска к продаже и сроков годности.', body: [
      'Категория продуктов и товаров для здоровья стабильно растёт на Ozon. Популярные направления — снеки, чай и кофе, специи и соусы, спортивное питание и БАДы. Большинство товаров стоит 150–1 500 рублей: чек небольшой, зато покупают повторно.',
      'Продукты регулируются техническими регламентами ЕАЭС о безопасности пищевой продукции: нужны декларация о соответствии и маркировка на русском (состав, пищевая ценность, срок годности, изготовитель и импортёр), для части товаров — свидетельство о госрегистрации; для БАДов требования строже. Некоторые группы, например молочная продукция и упакованная вода, подлежат маркировке «Честный знак».',
      'Критичен срок годности: Ozon принимает товар только с определённым остаточным сроком, товар с коротким сроком могут не принять или его придётся быстро распродавать. Объём поставки планируйте осторожнее, чем в других категориях.',
      'Интерес к азиатским продуктам — чаю, лапше быстрого приготовления, снекам — есть, но вкусовые предпочтения стоит проверять небольшими партиями. Это наблюдения, а не официальные данные.' ] },
  },
];
