// English for the generated market's goods names and features, beside their Chinese (market-vocabulary-zh.ts):
// with them the glossary translates the demonstration market's titles and search words whole.
export const VOCABULARY_EN: Readonly<Record<string, string>> = {
  // Kitchenware
  'Сковорода с антипригарным покрытием': 'non-stick frying pan', 'Набор кастрюль': 'cookware set', 'Кухонный нож': 'kitchen knife', 'Разделочная доска': 'cutting board', 'Контейнер для еды': 'food container',
  'из нержавеющей стали': 'stainless steel', '26 см': '26 cm', 'с крышкой': 'with lid', 'для индукционной плиты': 'for induction hobs',
  // Storage & Organisers
  'Органайзер для хранения': 'storage organiser', 'Корзина для белья': 'laundry basket', 'Вакуумный пакет': 'vacuum storage bag', 'Коробка для хранения': 'storage box', 'Вешалка-плечики': 'clothes hanger',
  'складной': 'foldable', 'набор 3 шт': 'set of 3', 'для шкафа': 'for the wardrobe',
  // Cleaning
  'Швабра с отжимом': 'spin mop', 'Салфетки из микрофибры': 'microfibre cloths', 'Щётка для пыли': 'duster brush', 'Ведро с отжимом': 'mop bucket with wringer', 'Средство для мытья стёкол': 'glass cleaner',
  'набор 10 шт': 'set of 10', 'с телескопической ручкой': 'with telescopic handle', 'для влажной уборки': 'for wet cleaning', 'для дома': 'for the home',
  // Bathroom
  'Дозатор для жидкого мыла': 'liquid soap dispenser', 'Коврик для ванной': 'bath mat', 'Полка для ванной': 'bathroom shelf', 'Держатель для туалетной бумаги': 'toilet paper holder', 'Шторка для ванной': 'shower curtain',
  'без сверления': 'no drilling', 'противоскользящий': 'non-slip', 'водоотталкивающая': 'water-repellent',
  // Home Decor
  'Светодиодная гирлянда': 'LED string lights', 'Ваза для цветов': 'flower vase', 'Настенные часы': 'wall clock', 'Фоторамка': 'photo frame', 'Ароматическая свеча': 'scented candle',
  'на батарейках': 'battery-powered', 'в скандинавском стиле': 'Scandinavian style', 'для гостиной': 'for the living room', 'подарочная': 'gift edition',
  // Phone Accessories
  'Чехол для iPhone 15': 'iPhone 15 case', 'Защитное стекло для Samsung': 'Samsung screen protector', 'Кабель USB Type-C': 'USB Type-C cable', 'Сетевое зарядное устройство': 'wall charger', 'Держатель для телефона в авто': 'car phone holder',
  'быстрая зарядка 65 Вт': '65 W fast charging', '1 м': '1 m', 'магнитный': 'magnetic', 'противоударный': 'shockproof',
  // Headphones & Speakers
  'Беспроводные наушники': 'wireless headphones', 'Bluetooth-колонка': 'Bluetooth speaker', 'Игровая гарнитура': 'gaming headset', 'Наушники-вкладыши': 'earbuds', 'Саундбар': 'soundbar',
  'с шумоподавлением': 'noise-cancelling', 'влагозащита IPX7': 'IPX7 water resistance', 'с микрофоном': 'with microphone', 'Bluetooth 5.3': 'Bluetooth 5.3',
  // Smart Wearables
  'Смарт-часы': 'smartwatch', 'Фитнес-браслет': 'fitness tracker', 'Детские смарт-часы с GPS': "kids' GPS smartwatch", 'Ремешок для Apple Watch': 'Apple Watch strap', 'Зарядка для смарт-часов': 'smartwatch charger',
  'с пульсометром': 'with heart-rate monitor', 'AMOLED': 'AMOLED', 'водонепроницаемые': 'waterproof', 'с NFC': 'with NFC',
  // Small Appliances
  'Электрический чайник': 'electric kettle', 'Блендер погружной': 'hand blender', 'Аэрогриль': 'air fryer', 'Отпариватель для одежды': 'garment steamer', 'Робот-пылесос': 'robot vacuum cleaner',
  '1,7 л': '1.7 L', 'мощность 1000 Вт': '1000 W', 'с таймером': 'with timer', 'с влажной уборкой': 'with mopping',
  // Computer Accessories
  'Беспроводная мышь': 'wireless mouse', 'Механическая клавиатура': 'mechanical keyboard', 'USB-хаб': 'USB hub', 'Веб-камера': 'webcam', 'Коврик для мыши': 'mouse pad',
  'бесшумная': 'silent', 'с RGB подсветкой': 'with RGB lighting', 'Full HD 1080p': 'Full HD 1080p', 'USB 3.0': 'USB 3.0',
  // Face Care
  'Сыворотка для лица': 'face serum', 'Увлажняющий крем для лица': 'moisturising face cream', 'Тканевая маска': 'sheet mask', 'Пенка для умывания': 'cleansing foam', 'Патчи для глаз': 'eye patches',
  'с гиалуроновой кислотой': 'with hyaluronic acid', 'с ниацинамидом': 'with niacinamide', '50 мл': '50 ml', 'для сухой кожи': 'for dry skin',
  // Makeup
  'Тушь для ресниц': 'mascara', 'Тональный крем': 'foundation', 'Помада матовая': 'matte lipstick', 'Палетка теней': 'eyeshadow palette', 'Карандаш для бровей': 'eyebrow pencil',
  'стойкая': 'long-lasting', 'водостойкая': 'waterproof', 'оттенок 02': 'shade 02', 'объём и удлинение': 'volume and length',
  // Hair Care
  'Шампунь для волос': 'shampoo', 'Бальзам-ополаскиватель': 'conditioner', 'Маска для волос': 'hair mask', 'Масло для волос': 'hair oil', 'Фен-щётка': 'hot air brush',
  'для окрашенных волос': 'for coloured hair', 'без сульфатов': 'sulphate-free', '400 мл': '400 ml', 'восстанавливающий': 'repairing',
  // Body Care
  'Гель для душа': 'shower gel', 'Скраб для тела': 'body scrub', 'Крем для рук': 'hand cream', 'Дезодорант': 'deodorant', 'Молочко для тела': 'body lotion',
  'увлажняющий': 'moisturising', 'с маслом ши': 'with shea butter', 'без запаха': 'unscented',
  // Beauty Tools
  'Набор кистей для макияжа': 'makeup brush set', 'Спонж для макияжа': 'makeup sponge', 'Массажёр для лица': 'face massager', 'Зеркало с подсветкой': 'lighted mirror', 'Машинка для стрижки': 'hair clipper',
  'набор 12 шт': 'set of 12', 'с чехлом': 'with case', 'беспроводная': 'cordless', 'с LED подсветкой': 'with LED light',
  // Women's Clothing
  'Платье женское': "women's dress", 'Блузка женская': "women's blouse", 'Джинсы женские': "women's jeans", 'Куртка демисезонная женская': "women's spring-autumn jacket", 'Костюм спортивный женский': "women's tracksuit",
  'оверсайз': 'oversized', 'хлопок': 'cotton', 'размер 44-52': 'size 44-52', 'на весну': 'for spring',
  // Men's Clothing
  'Футболка мужская': "men's T-shirt", 'Худи мужское': "men's hoodie", 'Брюки карго мужские': "men's cargo trousers", 'Пуховик мужской': "men's down jacket", 'Рубашка мужская': "men's shirt",
  'хлопок 100%': '100% cotton', 'большие размеры': 'plus sizes', 'на зиму': 'for winter',
  // Shoes
  'Кроссовки мужские': "men's trainers", 'Кроссовки женские': "women's trainers", 'Ботинки зимние': 'winter boots', 'Тапочки домашние': 'house slippers', 'Кеды': 'canvas sneakers',
  'на меху': 'fur-lined', 'дышащие': 'breathable', 'размер 36-45': 'size 36-45', 'на платформе': 'platform',
  // Bags & Luggage
  'Рюкзак городской': 'city backpack', 'Сумка через плечо': 'crossbody bag', 'Чемодан на колёсах': 'wheeled suitcase', 'Кошелёк': 'wallet', 'Сумка-шопер': 'tote bag',
  'экокожа': 'faux leather', 'водонепроницаемый': 'waterproof', 'с USB-портом': 'with USB port', 'вместительная': 'roomy',
  // Accessories
  'Шапка вязаная': 'knitted hat', 'Шарф': 'scarf', 'Солнцезащитные очки': 'sunglasses', 'Ремень кожаный': 'leather belt', 'Перчатки сенсорные': 'touchscreen gloves',
  'унисекс': 'unisex', 'с поляризацией': 'polarised', 'шерсть': 'wool',
  // Baby Care
  'Подгузники-трусики': 'pull-up nappies', 'Детские влажные салфетки': 'baby wipes', 'Бутылочка для кормления': 'feeding bottle', 'Прорезыватель для зубов': 'teether', 'Соска-пустышка': 'dummy',
  'размер 4 (9-14 кг)': 'size 4 (9-14 kg)', 'набор 2 шт': 'set of 2', 'антиколиковая': 'anti-colic', 'от 0 месяцев': 'from 0 months',
  // Educational Toys
  'Конструктор': 'building set', 'Сортер деревянный': 'wooden shape sorter', 'Бизиборд': 'busy board', 'Развивающий коврик': 'baby play mat', 'Пазл для малышей': 'toddler puzzle',
  'от 3 лет': 'from 3 years', 'Монтессори': 'Montessori', '500 деталей': '500 pieces', 'подарок для ребёнка': 'gift for a child',
  // Kids' Clothing
  'Комбинезон детский зимний': "kids' winter snowsuit", 'Пижама детская': "kids' pyjamas", 'Костюм для мальчика': "boy's suit", 'Платье для девочки': "girl's dress", 'Шапка детская': "kids' hat",
  'рост 92-128': 'height 92-128', 'мембрана': 'membrane', 'на флисе': 'fleece-lined',
  // Strollers & Car Seats
  'Прогулочная коляска': 'pushchair', 'Автокресло детское': 'child car seat', 'Бустер автомобильный': 'booster seat', 'Санки-коляска': 'sled stroller', 'Велосипед детский': "kids' bicycle",
  'складная': 'foldable', 'группа 0+/1/2/3': 'group 0+/1/2/3', 'с ручкой': 'with handle', 'с поворотной базой': 'with swivel base',
  // Dolls & Models
  'Кукла': 'doll', 'Машинка на радиоуправлении': 'remote-control car', 'Мягкая игрушка': 'soft toy', 'Игровой набор': 'playset', 'Железная дорога': 'toy railway',
  'со звуком': 'with sound', 'на аккумуляторе': 'rechargeable', '30 см': '30 cm', 'с аксессуарами': 'with accessories',
  // Bedding
  'Комплект постельного белья': 'bed linen set', 'Наволочки': 'pillowcases', 'Простыня на резинке': 'fitted sheet', 'Пододеяльник': 'duvet cover', 'Покрывало на кровать': 'bedspread',
  'евро': 'euro size', 'сатин': 'sateen', 'поплин': 'poplin', '2-спальный': 'double',
  // Pillows & Duvets
  'Подушка ортопедическая': 'orthopaedic pillow', 'Одеяло всесезонное': 'all-season duvet', 'Плед': 'throw blanket', 'Подушка для беременных': 'pregnancy pillow', 'Наматрасник': 'mattress topper',
  'с эффектом памяти': 'memory foam', '200x220': '200x220', 'гипоаллергенный': 'hypoallergenic', 'непромокаемый': 'waterproof',
  // Curtains & Rugs
  'Шторы блэкаут': 'blackout curtains', 'Тюль': 'tulle curtain', 'Ковёр': 'rug', 'Коврик придверный': 'doormat', 'Карниз для штор': 'curtain rail',
  'для спальни': 'for the bedroom', '200x260': '200x260', 'безворсовый': 'flat-weave', 'с подвесами': 'with hooks',
  // Furniture
  'Стеллаж': 'shelving unit', 'Компьютерный стол': 'computer desk', 'Табурет': 'stool', 'Обувница': 'shoe rack', 'Кресло офисное': 'office chair',
  'из массива': 'solid wood', 'с ящиками': 'with drawers', 'лофт': 'loft style', 'эргономичное': 'ergonomic',
  // Lighting
  'Настольная лампа': 'desk lamp', 'Потолочная люстра': 'ceiling chandelier', 'Светодиодная лента': 'LED strip', 'Ночник': 'night light', 'Торшер': 'floor lamp',
  'с регулировкой яркости': 'dimmable', '5 м': '5 m', 'с пультом': 'with remote', 'светодиодный': 'LED',
  // Tea & Coffee
  'Кофе в зёрнах': 'coffee beans', 'Кофе молотый': 'ground coffee', 'Чай чёрный листовой': 'loose-leaf black tea', 'Чай зелёный': 'green tea', 'Капсулы для кофемашины': 'coffee machine capsules',
  '1 кг': '1 kg', 'арабика 100%': '100% arabica', '100 пакетиков': '100 tea bags', 'с бергамотом': 'with bergamot',
  // Snacks & Sweets
  'Протеиновый батончик': 'protein bar', 'Шоколад молочный': 'milk chocolate', 'Орехи ассорти': 'mixed nuts', 'Мармелад': 'fruit jellies', 'Чипсы': 'crisps',
  'без сахара': 'sugar-free', '500 г': '500 g', 'подарочный набор': 'gift set',
  // Supplements
  'Витамин D3': 'vitamin D3', 'Омега-3': 'omega-3', 'Магний B6': 'magnesium B6', 'Коллаген': 'collagen', 'Мультивитамины': 'multivitamins',
  '60 капсул': '60 capsules', '2000 МЕ': '2000 IU', 'для женщин': 'for women', 'для суставов': 'for joints',
  // Pantry
  'Макароны': 'pasta', 'Рис басмати': 'basmati rice', 'Оливковое масло': 'olive oil', 'Соус соевый': 'soy sauce', 'Специи для мяса': 'meat seasoning',
  'Extra Virgin': 'extra virgin', 'набор специй': 'spice set', 'без глютена': 'gluten-free',
  // Drinks
  'Минеральная вода': 'mineral water', 'Сок яблочный': 'apple juice', 'Энергетический напиток': 'energy drink', 'Сироп для кофе': 'coffee syrup', 'Лимонад': 'lemonade',
  'упаковка 12 шт': 'pack of 12', '1 л': '1 L', '0,5 л': '0.5 L',
  // Fruit
  'Яблоки': 'apples', 'Бананы': 'bananas', 'Мандарины': 'tangerines', 'Виноград': 'grapes', 'Авокадо': 'avocados',
  'сезонные': 'seasonal', 'отборные': 'premium grade', 'Узбекистан': 'Uzbekistan',
  // Vegetables
  'Томаты черри': 'cherry tomatoes', 'Огурцы': 'cucumbers', 'Картофель': 'potatoes', 'Салат': 'lettuce', 'Перец сладкий': 'sweet peppers',
  'тепличные': 'greenhouse-grown', 'молодой': 'new crop',
  // Meat & Eggs
  'Куриное филе': 'chicken breast fillet', 'Фарш говяжий': 'minced beef', 'Стейк рибай': 'ribeye steak', 'Яйца куриные': 'chicken eggs', 'Колбаса варёная': 'boiled sausage',
  'охлаждённое': 'chilled', '10 шт': '10 pcs', 'мраморная говядина': 'marbled beef',
  // Seafood
  'Креветки варёно-мороженые': 'cooked frozen prawns', 'Филе лосося': 'salmon fillet', 'Икра красная': 'red caviar', 'Кальмар': 'squid', 'Сельдь слабосолёная': 'lightly salted herring',
  'дальневосточная': 'Far Eastern', 'очищенные': 'peeled',
  // Dairy & Bakery
  'Молоко': 'milk', 'Сыр твёрдый': 'hard cheese', 'Творог': 'cottage cheese', 'Йогурт': 'yoghurt', 'Хлеб цельнозерновой': 'wholegrain bread',
  '3,2%': '3.2%', '200 г': '200 g', 'без лактозы': 'lactose-free', 'фермерский': 'farm-made',
  // Fitness Equipment
  'Гантели разборные': 'adjustable dumbbells', 'Коврик для йоги': 'yoga mat', 'Эспандер ленточный': 'resistance band', 'Скакалка': 'skipping rope', 'Турник настенный': 'wall-mounted pull-up bar',
  'набор 5 шт': 'set of 5', '6 мм': '6 mm', 'неопреновые': 'neoprene', 'до 150 кг': 'up to 150 kg',
  // Camping
  'Палатка туристическая': 'camping tent', 'Спальный мешок': 'sleeping bag', 'Термос': 'vacuum flask', 'Фонарь налобный': 'head torch', 'Рюкзак туристический': 'hiking backpack',
  '4-местная': '4-person', 'до -10 °C': 'down to -10 °C', '60 л': '60 L',
  // Cycling & Scooters
  'Самокат': 'kick scooter', 'Велосипедный шлем': 'cycling helmet', 'Велосипед горный': 'mountain bike', 'Велозамок': 'bike lock', 'Фара для велосипеда': 'bike headlight',
  'колёса 29 дюймов': '29-inch wheels', 'с кодом': 'combination', 'USB-зарядка': 'USB charging',
  // Sportswear
  'Леггинсы спортивные': 'sports leggings', 'Термобельё': 'thermal underwear', 'Спортивный топ': 'sports bra', 'Ветровка': 'windbreaker', 'Шорты для бега': 'running shorts',
  'с высокой талией': 'high-waisted', 'компрессионное': 'compression', 'дышащий': 'breathable', 'со светоотражателями': 'with reflectors',
  // Winter Sports
  'Коньки': 'ice skates', 'Лыжи беговые': 'cross-country skis', 'Тюбинг': 'snow tube', 'Санки': 'sledge', 'Маска горнолыжная': 'ski goggles',
  'раздвижные': 'adjustable size', 'с креплениями': 'with bindings', '100 см': '100 cm', 'антифог': 'anti-fog',
  // Medical Devices
  'Тонометр автоматический': 'automatic blood pressure monitor', 'Термометр электронный': 'digital thermometer', 'Пульсоксиметр': 'pulse oximeter', 'Ингалятор небулайзер': 'nebuliser', 'Глюкометр': 'glucose meter',
  'на плечо': 'upper-arm', 'бесконтактный': 'contactless', 'компрессорный': 'compressor', 'с памятью': 'with memory',
  // Rehabilitation
  'Бандаж коленный': 'knee brace', 'Ортопедическая стелька': 'orthopaedic insole', 'Корректор осанки': 'posture corrector', 'Трость': 'walking stick', 'Компрессионные гольфы': 'compression knee socks',
  'регулируемый': 'adjustable', 'размер M': 'size M', '2 класс компрессии': 'compression class 2',
  // First Aid
  'Пластырь бактерицидный': 'antiseptic plaster', 'Аптечка автомобильная': 'car first-aid kit', 'Маски медицинские': 'medical masks', 'Бинт эластичный': 'elastic bandage', 'Антисептик для рук': 'hand sanitiser',
  'набор 50 шт': 'set of 50', '100 шт': '100 pcs', '500 мл': '500 ml', 'по приказу 2021': 'to the 2021 standard',
  // Eye Care
  'Контактные линзы': 'contact lenses', 'Раствор для линз': 'lens solution', 'Очки для компьютера': 'computer glasses', 'Капли для глаз увлажняющие': 'moisturising eye drops', 'Контейнер для линз': 'lens case',
  'ежемесячные': 'monthly', '360 мл': '360 ml', 'с фильтром синего света': 'blue-light filter', '10 мл': '10 ml',
  // Massage
  'Массажный пистолет': 'massage gun', 'Массажёр для шеи': 'neck massager', 'Аппликатор Кузнецова': 'acupressure mat', 'Массажная подушка': 'massage pillow', 'Роллер массажный': 'massage roller',
  'беспроводной': 'cordless', 'с прогревом': 'heated', '6 насадок': '6 heads', 'для спины': 'for the back',
  // Software Keys
  'Антивирус': 'antivirus', 'Офисный пакет': 'office suite', 'Лицензия Windows 11': 'Windows 11 licence', 'VPN-подписка': 'VPN subscription', 'Графический редактор': 'graphics editor',
  'на 1 год': 'for 1 year', 'на 3 устройства': 'for 3 devices', 'электронный ключ': 'digital key', 'бессрочная': 'perpetual',
  // Game Cards
  'Карта пополнения Steam': 'Steam top-up card', 'Игра для PlayStation': 'PlayStation game', 'Подписка Xbox Game Pass': 'Xbox Game Pass subscription', 'Игровая валюта': 'in-game currency', 'Ключ игры для ПК': 'PC game key',
  '1000 рублей': '1000 roubles', 'цифровая версия': 'digital edition', 'на 3 месяца': 'for 3 months', 'регион Россия': 'region Russia',
  // Online Courses
  'Курс английского языка': 'English course', 'Курс программирования Python': 'Python programming course', 'Курс по маркетплейсам': 'marketplace selling course', 'Курс рисования': 'drawing course', 'Курс китайского языка': 'Chinese course',
  'доступ на 6 месяцев': '6 months of access', 'с сертификатом': 'with certificate', 'для начинающих': 'for beginners', 'с куратором': 'with a tutor',
  // E-books
  'Электронная книга': 'e-book', 'Аудиокнига': 'audiobook', 'Подписка на книги': 'book subscription', 'Сборник рецептов': 'recipe collection', 'Учебник': 'textbook',
  'формат EPUB': 'EPUB format', 'на 1 месяц': 'for 1 month', 'бизнес-литература': 'business books', 'для детей': 'for children',
  // Gift Cards
  'Подарочный сертификат': 'gift certificate', 'Подписка на кинотеатр': 'streaming cinema subscription', 'Сертификат на массаж': 'massage voucher', 'Сертификат на впечатления': 'experience voucher', 'Музыкальная подписка': 'music subscription',
  'номинал 3000 рублей': 'worth 3000 roubles', 'на 12 месяцев': 'for 12 months', 'электронный': 'digital', 'на двоих': 'for two',
  // Car Electronics
  'Видеорегистратор': 'dash cam', 'Автомагнитола': 'car stereo', 'Радар-детектор': 'radar detector', 'FM-трансмиттер': 'FM transmitter', 'Камера заднего вида': 'reversing camera',
  'с GPS': 'with GPS', '2 DIN': '2 DIN', 'Full HD': 'Full HD', 'Bluetooth': 'Bluetooth',
  // Car Care
  'Моторное масло': 'engine oil', 'Автошампунь': 'car shampoo', 'Полироль для кузова': 'car polish', 'Незамерзающая жидкость': 'winter screenwash', 'Очиститель салона': 'interior cleaner',
  '5W-30 4 л': '5W-30 4 L', 'для бесконтактной мойки': 'for touchless washing', '-30 °C 5 л': '-30 °C 5 L', 'с воском': 'with wax',
  // Interior Accessories
  'Чехлы на сиденья': 'seat covers', 'Коврики в салон': 'car floor mats', 'Органайзер в багажник': 'boot organiser', 'Оплётка на руль': 'steering wheel cover', 'Ароматизатор в машину': 'car air freshener',
  'EVA': 'EVA', 'универсальные': 'universal', 'подвесной': 'hanging',
  // Spare Parts
  'Щётки стеклоочистителя': 'wiper blades', 'Лампа H7': 'H7 bulb', 'Фильтр воздушный': 'air filter', 'Тормозные колодки': 'brake pads', 'Аккумулятор автомобильный': 'car battery',
  'бескаркасные': 'frameless', 'светодиодная': 'LED', 'для Lada Vesta': 'for Lada Vesta', '60 Ач': '60 Ah',
  // Moto Gear
  'Мотошлем': 'motorcycle helmet', 'Моточерепаха': 'motorcycle body armour', 'Мотоперчатки': 'motorcycle gloves', 'Кофр для мотоцикла': 'motorcycle top case', 'Дождевик мотоциклетный': 'motorcycle rain suit',
  'интеграл': 'full-face', 'с защитой': 'with protectors', 'размер L': 'size L', '45 л': '45 L',
};
