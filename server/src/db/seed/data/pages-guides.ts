import type { PageSeed } from './college';

/** More novice guides: keywords, monitoring, pricing tools and data back-fill. */
export const GUIDE_PAGES: readonly PageSeed[] = [
  { kind: 'guide', page: {
    zh: { title: '用关键词工具写标题', summary: '找出买家真实使用的俄语搜索词，并放进标题和属性', body: [
      '第一步：在工作台打开关键词模块，输入商品的俄语核心词。',
      '第二步：查看热搜词和飙升词：热搜词代表稳定需求，飙升词代表正在上升的需求。优先选择搜索热度高、点击热度也不低的词。',
      '第三步：看机会词：搜索多、竞争商品少的词，适合作为标题中的长尾词。',
      '第四步：用关键词反查功能，输入竞品的商品链接或编号，查看它在哪些词下获得流量，补充到自己的词表中。',
      '最后：把核心词放在标题开头，两三个长尾词自然地写进标题和描述，其余的词填入相关属性。' ] },
    en: { title: 'Writing titles with the keyword tool', summary: 'Find the Russian search words buyers really use and put them into titles and attributes', body: [
      'Step one: open the keyword module in the workbench and enter the Russian core word of your product.',
      'Step two: look at hot and soaring words. Hot words mean steady demand, soaring words mean rising demand. Prefer words with high search heat and reasonable click heat.',
      'Step three: check opportunity words, which are searched often but have few competing products; they make good long-tail phrases for titles.',
      'Step four: use reverse keyword search. Enter a competitor’s product link or ID to see which words bring it traffic, and add them to your list.',
      'Finally, put the core word at the start of the title, work two or three long-tail phrases naturally into the title and description, and use the rest in the matching attributes.' ] },
    ru: { title: 'Названия с помощью инструмента запросов', summary: 'Находим запросы, которыми реально пользуются покупатели, и используем их в названии и характеристиках', body: [
      'Шаг первый: откройте в рабочем кабинете раздел запросов и введите основное слово для вашего товара.',
      'Шаг второй: посмотрите популярные и растущие запросы. Популярные показывают стабильный спрос, растущие — спрос, который набирает силу. Выбирайте запросы с высокой популярностью и нормальной кликабельностью.',
      'Шаг третий: изучите запросы-возможности — их часто ищут, а товаров по ним мало. Это хорошие уточняющие слова для названия.',
      'Шаг четвёртый: воспользуйтесь обратным поиском запросов. Введите ссылку или артикул товара конкурента и посмотрите, по каким запросам он получает трафик.',
      'В конце поставьте основной запрос в начало названия, два-три уточняющих естественно впишите в название и описание, остальные используйте в подходящих характеристиках.' ] } } },
  { kind: 'guide', page: {
    zh: { title: '设置竞品监控', summary: '自动跟踪竞品的价格、销量和关键词排名', body: [
      '在工作台的监控中心，可以分别监控商品、店铺和关键词。',
      '商品监控：添加竞品的链接或编号，系统会记录它每天的价格和销量变化。适合及时发现竞品降价、断货或促销。',
      '店铺监控：添加主要竞争对手的店铺，查看它的上新节奏、热销商品和整体销量走势。',
      '关键词监控：添加你的核心关键词，观察搜索热度的变化，提前发现季节性需求的上升。',
      '建议每个类目监控 5–10 个核心竞品，每周查看一次变化，重大变化（例如竞品大幅降价）出现时再针对性地调整价格或广告。' ] },
    en: { title: 'Setting up competitor monitoring', summary: 'Track competitors’ prices, sales and keyword positions automatically', body: [
      'The monitoring centre in the workbench can follow products, shops and keywords.',
      'Product monitoring: add a competitor’s product link or ID and its daily price and sales changes are recorded. Useful for spotting price cuts, stock-outs and promotions early.',
      'Shop monitoring: add your main competitors’ shops to see how often they launch products, which items sell best and how their total sales develop.',
      'Keyword monitoring: add your core keywords and watch their search heat to catch seasonal demand as it starts to rise.',
      'Monitor five to ten key competitors per category, review the changes weekly, and adjust price or advertising when something significant happens, such as a deep price cut.' ] },
    ru: { title: 'Мониторинг конкурентов', summary: 'Автоматически отслеживаем цены, продажи и запросы конкурентов', body: [
      'В центре мониторинга рабочего кабинета можно отслеживать товары, магазины и запросы.',
      'Мониторинг товаров: добавьте ссылку или артикул товара конкурента, и система будет ежедневно фиксировать изменения цены и продаж. Так вы сразу заметите снижение цены, отсутствие товара или акцию.',
      'Мониторинг магазинов: добавьте магазины основных конкурентов и смотрите, как часто они выводят новинки, что у них продаётся лучше всего и как меняются общие продажи.',
      'Мониторинг запросов: добавьте основные запросы и следите за их популярностью, чтобы заметить начало сезонного спроса.',
      'Отслеживайте 5–10 ключевых конкурентов в каждой категории, просматривайте изменения раз в неделю и корректируйте цену или рекламу при существенных событиях, например сильном снижении цены.' ] } } },
  { kind: 'guide', page: {
    zh: { title: '用定价工具计算利润', summary: '本土定价和跨境定价两种计算器的使用方法', body: [
      '在工具页面可以找到两种定价计算器：本土定价适合在俄罗斯境内备货和发货的卖家，跨境定价适合从中国发货的卖家。',
      '填写采购价、商品重量和包装尺寸、类目和履约模式，工具会按当前费率估算佣金、物流费和其他费用。跨境定价会按俄罗斯央行汇率把人民币成本换算成卢布。',
      '输入目标利润率，工具会给出建议售价；也可以输入计划售价，查看每件的利润和利润率。',
      '计算结果是估算值，实际费用以 Ozon 卖家后台为准。平台调整费率后，请重新计算主力商品。' ] },
    en: { title: 'Computing profit with the pricing tools', summary: 'How to use the local and cross-border pricing calculators', body: [
      'The tools page has two pricing calculators: local pricing for sellers who stock and ship inside Russia, and cross-border pricing for sellers who ship from China.',
      'Enter the purchase price, weight and package dimensions, category and fulfilment model; the tool estimates commission, logistics and other fees at current rates. Cross-border pricing converts costs in yuan to roubles at the Central Bank of Russia rate.',
      'Enter a target margin to get a suggested price, or enter a planned price to see profit and margin per unit.',
      'Results are estimates; actual fees are those shown in the Ozon seller account. Recompute your main products whenever the marketplace changes its rates.' ] },
    ru: { title: 'Расчёт прибыли в калькуляторах цены', summary: 'Как пользоваться калькуляторами для продаж внутри России и из-за рубежа', body: [
      'На странице инструментов есть два калькулятора: для продавцов, которые хранят и отгружают товар в России, и для тех, кто отправляет заказы из Китая.',
      'Укажите закупочную цену, вес и размеры упаковки, категорию и схему работы — калькулятор оценит комиссию, логистику и другие расходы по текущим тарифам. Для зарубежных продаж себестоимость в юанях пересчитывается в рубли по курсу Банка России.',
      'Задайте целевую маржу, чтобы получить рекомендуемую цену, или введите планируемую цену, чтобы увидеть прибыль и маржу с единицы.',
      'Результат — оценка; фактические расходы показывает личный кабинет Ozon. После изменения тарифов пересчитайте основные товары.' ] } } },
  { kind: 'guide', page: {
    zh: { title: '搜不到商品或店铺？申请数据补录', summary: '部分商品和店铺尚未收录时的处理方法', body: [
      '如果搜索某个商品或店铺时提示“尚未收录”，可能有三种原因：并非所有商品和店铺都满足收录条件；数据仍在同步中；或者出现了故障。',
      '在提示窗口中点击“申请数据补录”，系统会记录商品或店铺的编号并提交申请。',
      '申请处理完成后，你会收到通知，之后就可以正常查看该商品或店铺的数据。',
      '提交前请确认编号正确：商品编号可以在 Ozon 商品页的链接中找到。' ] },
    en: { title: 'Product or shop not found? Request a data back-fill', summary: 'What to do when a product or shop is not yet indexed', body: [
      'If a search for a product or shop says it is not yet indexed, there are three possible reasons: not every product or shop meets the indexing conditions, the data is still syncing, or something went wrong.',
      'Click “apply for data back-fill” in the prompt; the product or shop ID is recorded and the request is submitted.',
      'You will be notified once the request has been processed, and the data for that product or shop will then be available.',
      'Check the ID before submitting: a product ID is part of the address of its Ozon page.' ] },
    ru: { title: 'Товар или магазин не найден? Запросите дозагрузку данных', summary: 'Что делать, если товар или магазин ещё не проиндексирован', body: [
      'Если при поиске товара или магазина появляется сообщение, что он ещё не проиндексирован, причин может быть три: не все товары и магазины соответствуют условиям индексации, данные ещё синхронизируются или произошёл сбой.',
      'Нажмите в окне сообщения «Запросить дозагрузку данных» — номер товара или магазина сохранится, и заявка будет отправлена.',
      'Когда заявка будет обработана, вы получите уведомление, и данные по товару или магазину станут доступны.',
      'Перед отправкой проверьте номер: артикул товара есть в адресе его страницы на Ozon.' ] } } },
];
