import type { Trilingual } from './content-types';

/** Operations tips, second part: rich content, price index, peak-season stock, price dumping, cabinet analytics. */
export const OPERATE_ARTICLES_B: readonly Trilingual[] = [
  {
    zh: { title: 'Rich 内容：把详情页做成“说明书 + 导购”', summary: '图片和属性决定买家能不能搜到你，Rich 内容决定他看完之后买不买。', body: [
      'Ozon 的 Rich 内容（Rich-контент）是在商品描述区域用图文模块搭建的详情页，可以在卖家后台的可视化编辑器中制作，也可以通过 JSON 批量上传。和普通文字描述相比，它能把卖点、尺寸、使用方法和对比表放在买家最容易看到的位置。',
      '一个好用的结构是：第一屏讲清“这是什么、解决什么问题”；第二屏用图片标注尺寸和材质；第三屏展示使用场景或安装步骤；最后放套装清单和售后说明。每个模块的文字控制在两三行，俄罗斯买家更习惯简短、直接的表达。',
      '图片里的文字一定要用俄语，并且字号足够大，因为超过一半的订单来自手机端。不要在图片里放微信号、外链或“全网最低价”之类的字样，这类内容可能导致审核不通过。',
      '做完之后，对比上线前后两周的“商品页访问 → 加购”转化率。如果转化没有变化，通常是第一屏没有回答买家最关心的问题，比如尺寸是否合适、是否兼容自己的设备。' ] },
    en: { title: 'Rich content: turning the description into a manual and a sales pitch', summary: 'Photos and attributes decide whether buyers find you; rich content decides whether they buy once they are on the page.', body: [
      'Ozon rich content is a description built from image-and-text blocks. You can create it in the visual editor of the seller account or upload it in bulk as JSON. Compared with plain text, it puts selling points, dimensions, instructions and comparison tables where buyers actually look.',
      'A structure that works: the first block says what the product is and which problem it solves; the second shows dimensions and materials on a picture; the third shows the product in use or how to install it; the last lists what is in the box and how after-sales service works. Keep the text of each block to two or three lines.',
      'Any text inside images must be in Russian and large enough to read on a phone, since most orders come from mobile. Leave out messenger IDs, external links and claims such as “lowest price anywhere”: they can get the content rejected at moderation.',
      'Afterwards, compare the card-visit-to-cart conversion for two weeks before and after. If nothing changed, the first block usually fails to answer the buyer’s main question, such as whether the size fits or whether the product works with their device.' ] },
    ru: { title: 'Rich-контент: описание, которое объясняет и продаёт', summary: 'Фото и характеристики помогают покупателю найти товар, а rich-контент — решиться на покупку.', body: [
      'Rich-контент на Ozon — это описание из блоков с картинками и текстом. Его можно собрать в визуальном редакторе личного кабинета или загрузить массово в формате JSON. В отличие от обычного текста, он показывает преимущества, размеры, инструкцию и сравнение моделей там, куда покупатель действительно смотрит.',
      'Рабочая структура: первый блок — что это за товар и какую задачу решает; второй — размеры и материалы на изображении; третий — товар в использовании или порядок установки; последний — комплектация и условия гарантии. Текст в каждом блоке — не больше двух-трёх строк.',
      'Надписи на картинках делайте крупными: большинство заказов оформляется со смартфона. Не размещайте контакты в мессенджерах, внешние ссылки и фразы вроде «самая низкая цена»: такой контент может не пройти модерацию.',
      'После публикации сравните конверсию из посещения карточки в корзину за две недели до и после. Если она не выросла, скорее всего, первый блок не отвечает на главный вопрос покупателя: подойдёт ли размер, совместим ли товар с его устройством.' ] },
  },
  {
    zh: { title: '价格指数：为什么价格“不划算”会让流量变少', summary: 'Ozon 会把你的价格和其他渠道的同款做比较，指数直接影响曝光和促销资格。', body: [
      '价格指数（индекс цен）是 Ozon 对商品价格竞争力的评估：系统会把你的售价与同款商品在 Ozon 站内外的价格进行比较，在后台用颜色标出“有优势”“适中”“无优势”等状态。',
      '指数不利的商品在搜索和推荐中的曝光可能会下降，也可能无法参加部分平台活动。很多卖家发现流量突然下滑，原因并不是关键词，而是某个竞争对手降价后，自己的指数变成了红色。',
      '应对方法：第一，定期在后台查看价格指数，重点关注销量前 20% 的商品；第二，如果同款在其他平台标价更低，评估是否需要调价，或者通过套装、赠品把商品做出差异；第三，设置最低价格时要以利润为底线，而不是盲目追随指数。',
      '对于跨境卖家来说，汇率波动也会让指数在一夜之间变化。建议把价格指数检查和每周汇率复核放在同一天完成。' ] },
    en: { title: 'The price index: why an “unfavourable” price costs you traffic', summary: 'Ozon compares your price with the same product elsewhere, and the result affects visibility and access to promotions.', body: [
      'The price index is Ozon’s measure of how competitive your price is. The system compares your price with what the same product costs on Ozon and on other sites, and marks it in the seller account as favourable, moderate or unfavourable.',
      'Products with an unfavourable index can lose visibility in search and recommendations and may be left out of some marketplace promotions. Many sellers who see traffic drop suddenly find the cause is not keywords but a competitor’s price cut that turned their index red.',
      'What to do: check the index regularly, starting with the top fifth of products by sales; if the same item is cheaper elsewhere, decide whether to reprice or to differentiate with a bundle or a gift; and set your minimum price from your margin, not from the index alone.',
      'For cross-border sellers the exchange rate can move the index overnight. Do the index check on the same day as your weekly currency review.' ] },
    ru: { title: 'Индекс цен: почему «невыгодная» цена отнимает трафик', summary: 'Ozon сравнивает вашу цену с ценами на такой же товар, и от результата зависят показы и участие в акциях.', body: [
      'Индекс цен показывает, насколько конкурентна ваша цена. Ozon сравнивает её с ценами на такой же товар на самой площадке и на других сайтах и отмечает в личном кабинете: выгодная, умеренная или невыгодная.',
      'Товары с невыгодным индексом могут реже показываться в поиске и рекомендациях, а в некоторые акции их не возьмут. Часто продавец видит резкое падение трафика и ищет причину в запросах, а на самом деле конкурент снизил цену и индекс стал красным.',
      'Что делать: регулярно проверять индекс, начиная с 20% самых продаваемых товаров; если такой же товар дешевле в другом месте, решить, снижать ли цену или отстроиться комплектом или подарком; минимальную цену устанавливать исходя из маржи, а не только из индекса.',
      'У зарубежных продавцов индекс может измениться за ночь из-за курса валют. Удобно проверять его в тот же день, что и пересматривать цены по курсу.' ] },
  },
  {
    zh: { title: '旺季备货：11.11、新年和三八节怎么算库存', summary: '俄罗斯电商的旺季集中在秋冬，跨境卖家要按物流周期倒推备货时间。', body: [
      '俄罗斯电商一年中最重要的节点依次是：11 月的 11.11 和“黑色星期五”、12 月的新年礼品季、2 月 23 日祖国保卫者日和 3 月 8 日妇女节，此外还有 8 月底的开学季。新年前的礼品需求持续时间最长，往往从 11 月中旬一直到 12 月底。',
      '备货时间要从上架日往前倒推：铁路或汽运到 FBO 仓库通常需要 3–5 周，加上国内生产、报关和入仓排队，11 月大促的货最好在 9 月底前发出。入仓预约在旺季前会很紧张，要提前申请。',
      '数量可以这样估算：以过去 30 天的日均销量为基数，乘以旺季系数（常见为 1.5–3 倍，具体看类目和往年数据），再乘以覆盖天数。新品没有历史数据时，用同类热销商品的销量曲线做参考，宁可分两批发货，也不要一次压满。',
      '别忘了旺季之后：节日结束后销量会快速回落，FBO 仓库里滞销的库存会持续产生仓储费。把“节后清仓”计划一起做好，例如 1 月参加清仓促销或转为 FBS 慢慢销售。' ] },
    en: { title: 'Stocking for the peaks: 11.11, New Year and 8 March', summary: 'Russian e-commerce peaks in autumn and winter; cross-border sellers must work backwards from their shipping times.', body: [
      'The key dates of the Russian online year are the 11.11 and Black Friday sales in November, the New Year gift season in December, Defender of the Fatherland Day on 23 February and International Women’s Day on 8 March, plus back-to-school at the end of August. New Year gift demand lasts longest, typically from mid-November to the end of December.',
      'Work backwards from the day the stock must be on sale. Rail or road to an FBO warehouse usually takes three to five weeks; add production, customs clearance and queues at acceptance, and goods for the November sales should leave China by the end of September. Warehouse delivery slots get scarce before the season, so book early.',
      'A simple estimate: take average daily sales over the last 30 days, multiply by a season factor (often 1.5 to 3, depending on the category and last year’s data) and by the number of days to cover. For new products, use the sales curve of similar best-sellers and prefer two shipments over one large one.',
      'Plan the end of the season too. Sales fall quickly after a holiday, and unsold FBO stock keeps paying storage. Decide in advance how to clear it, for example through January clearance promotions or by moving the remainder to FBS.' ] },
    ru: { title: 'Запасы к сезону: 11.11, Новый год и 8 Марта', summary: 'Пик онлайн-продаж в России приходится на осень и зиму; зарубежному продавцу нужно считать сроки от даты продаж назад.', body: [
      'Главные даты года: ноябрьские распродажи 11.11 и «чёрная пятница», новогодний подарочный сезон в декабре, 23 Февраля и 8 Марта, а также подготовка к школе в конце августа. Дольше всего держится новогодний спрос на подарки — обычно с середины ноября до конца декабря.',
      'Считайте сроки от даты, к которой товар должен быть в продаже. Железная дорога или авто до склада FBO обычно занимают 3–5 недель; добавьте производство, таможенное оформление и очередь на приёмку — и окажется, что товар к ноябрю нужно отправить из Китая до конца сентября. Слоты на поставку перед сезоном разбирают быстро, бронируйте заранее.',
      'Простая оценка объёма: средние продажи в день за последние 30 дней умножить на сезонный коэффициент (обычно от 1,5 до 3 в зависимости от категории и прошлогодних данных) и на число дней, которое должна покрыть поставка. Для новинок ориентируйтесь на динамику похожих хитов и лучше везите двумя партиями, чем одной большой.',
      'Продумайте и окончание сезона. После праздников продажи быстро падают, а за нераспроданные остатки на FBO продолжает начисляться хранение. Заранее решите, как их распродать: например, через январские акции или перевод остатка на FBS.' ] },
  },
  {
    zh: { title: '竞争对手恶意压价怎么办', summary: '跟价不是唯一选择：先判断对方能撑多久，再决定是跟、是守还是换打法。', body: [
      '在热门类目，经常会遇到同款卖家突然把价格降到成本线以下。第一步不是马上跟价，而是判断对方的情况：是清库存、短期冲量，还是长期低价策略？查看对方店铺的库存、评价数量和历史价格曲线，通常能得出结论。',
      '如果对方只是清库存，几天到两周后价格就会恢复，这段时间可以维持价格，把广告预算集中在自己评价更好的商品上。如果对方长期低价，就要核算自己的成本，看能否通过更便宜的物流、更大的采购量或换供应商把成本降下来。',
      '不想打价格战时，差异化是更稳妥的办法：做套装（例如手机壳加钢化膜）、提供更完整的配件、改进包装、写更好的 Rich 内容，或者利用 FBO 更快的配送时效。买家愿意为“更快收到”和“更放心”多付一点钱。',
      '如果发现对方用的是你的图片或品牌，可以通过 Ozon 的知识产权投诉渠道提交材料。平时注册商标、保留原图文件，是维权时最有力的证据。MarketLens 的商品监控可以帮你及时发现竞品的价格变动。' ] },
    en: { title: 'When a competitor dumps prices', summary: 'Matching the price is not the only answer: first work out how long they can last, then decide whether to match, hold or change tactics.', body: [
      'In busy categories a seller of the same product will sometimes drop below cost overnight. Do not match at once. Work out what is going on first: a stock clearance, a short push for volume, or a long-term low-price strategy? Their stock level, review count and price history usually tell you.',
      'A clearance normally ends within days or a couple of weeks, so you can hold your price and put your ad budget behind the products where your reviews are stronger. If the low price is permanent, look at your own costs: cheaper freight, larger orders or another supplier may close the gap.',
      'If you do not want a price war, differentiate: bundles (a phone case with a screen protector), more complete accessories, better packaging, better rich content, or faster delivery through FBO. Buyers pay a little more to receive sooner and to feel safe.',
      'If the competitor uses your photos or brand, file a complaint through Ozon’s intellectual property channel. A registered trademark and the original image files are your strongest evidence. MarketLens product monitoring shows a competitor’s price changes as they happen.' ] },
    ru: { title: 'Что делать, если конкурент демпингует', summary: 'Снижать цену вслед — не единственный выход: сначала оцените, сколько продержится конкурент, а потом решайте.', body: [
      'В популярных категориях продавец такого же товара может за ночь опустить цену ниже себестоимости. Не спешите повторять. Сначала разберитесь: это распродажа остатков, короткий разгон продаж или долгосрочная стратегия? Остатки конкурента, количество отзывов и история цены обычно дают ответ.',
      'Распродажа остатков, как правило, заканчивается за несколько дней или пару недель: цену можно держать, а рекламный бюджет перенести на товары, где у вас лучше отзывы. Если низкая цена надолго, пересчитайте свою себестоимость: дешевле логистика, крупнее закупка или другой поставщик могут сократить разрыв.',
      'Если ценовая война не нужна, отстраивайтесь: комплекты (чехол плюс защитное стекло), более полная комплектация, лучше упаковка, сильнее rich-контент или быстрая доставка со склада FBO. Покупатель готов немного доплатить, чтобы получить быстрее и без риска.',
      'Если конкурент использует ваши фотографии или бренд, подайте жалобу через раздел Ozon по интеллектуальной собственности. Зарегистрированный товарный знак и исходники фотографий — самые сильные доказательства. Мониторинг товаров в MarketLens показывает изменения цен конкурентов сразу.' ] },
  },
  {
    zh: { title: '用好卖家后台的数据分析：从曝光到下单的漏斗', summary: '销量下降时，先看漏斗的哪一步出了问题，再对症下药。', body: [
      'Ozon 卖家后台的分析报表可以看到每个商品的完整漏斗：搜索和类目中的曝光、商品页访问、加入购物车、下单，以及最终的取消和退货。把这些数字连起来看，比只看销量有用得多。',
      '常见的三种情况：曝光少——标题和属性没有覆盖买家的搜索词，或者价格指数不利；曝光多但点击少——主图、价格或评分在搜索结果里不够有吸引力；访问多但加购少——详情页没有解决买家的疑问，或者配送时间太长。',
      '建议每周固定看一次，按“本周对比上周”和“今年对比去年同期”两个维度比较。分析时以商品为单位，不要只看店铺总数，总数往往会掩盖个别商品的问题。',
      '后台数据只包括你自己的店铺。想知道整个类目的需求变化和竞争对手的表现，可以把后台漏斗和 MarketLens 的类目分析、关键词热度结合起来看。' ] },
    en: { title: 'Reading the seller account analytics: the funnel from impressions to orders', summary: 'When sales drop, find the step of the funnel that broke before you change anything.', body: [
      'The analytics of the Ozon seller account show the full funnel for each product: impressions in search and catalogue, card visits, adds to cart, orders, and finally cancellations and returns. Read together, these numbers say far more than sales alone.',
      'Three common patterns: few impressions means the title and attributes miss the words buyers search for, or the price index is unfavourable; many impressions but few clicks means the main photo, price or rating does not stand out in results; many visits but few adds to cart means the page leaves questions unanswered or delivery looks too slow.',
      'Look once a week at a fixed time and compare this week with last week and with the same period last year. Work product by product: shop totals often hide a problem with one item.',
      'The account shows only your own shop. To see how demand in the whole category moves and how competitors perform, combine the funnel with MarketLens category analysis and keyword trends.' ] },
    ru: { title: 'Аналитика в личном кабинете: воронка от показов до заказов', summary: 'Когда продажи падают, сначала найдите этап воронки, на котором теряются покупатели.', body: [
      'В аналитике личного кабинета Ozon видна воронка по каждому товару: показы в поиске и каталоге, посещения карточки, добавления в корзину, заказы, а затем отмены и возвраты. В связке эти цифры говорят намного больше, чем одни продажи.',
      'Три типичные ситуации. Мало показов — название и характеристики не покрывают запросы покупателей или индекс цен невыгодный. Показов много, переходов мало — главное фото, цена или рейтинг не выделяются в выдаче. Посещений много, а в корзину кладут редко — карточка не отвечает на вопросы покупателя или срок доставки слишком долгий.',
      'Смотрите воронку раз в неделю в один и тот же день и сравнивайте с прошлой неделей и с тем же периодом прошлого года. Разбирайте каждый товар отдельно: итог по магазину часто скрывает проблему одной позиции.',
      'Личный кабинет показывает только ваш магазин. Чтобы понять, как меняется спрос во всей категории и как работают конкуренты, дополняйте воронку анализом категорий и динамикой запросов в MarketLens.' ] },
  },
];
