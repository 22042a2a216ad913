/** The twelve fixed top-level categories with their ids (spec section 3). */
export const CATEGORIES = Object.freeze([
  { id: 99997, key: 'homeLiving', zh: '家居生活', en: 'Home & Living', ru: 'Дом и быт' },
  { id: 99991, key: 'digitalAppliances', zh: '数码家电', en: 'Electronics & Appliances', ru: 'Электроника и техника' },
  { id: 99998, key: 'beautyCare', zh: '美妆个护', en: 'Beauty & Personal Care', ru: 'Красота и уход' },
  { id: 99996, key: 'clothingBags', zh: '服饰箱包', en: 'Clothing & Bags', ru: 'Одежда и сумки' },
  { id: 99995, key: 'motherBabyToys', zh: '母婴玩具', en: 'Mother, Baby & Toys', ru: 'Детские товары и игрушки' },
  { id: 99990, key: 'textilesFurniture', zh: '家纺家具', en: 'Home Textiles & Furniture', ru: 'Текстиль и мебель' },
  { id: 99994, key: 'foodHealth', zh: '食品保健', en: 'Food & Health', ru: 'Продукты и БАДы' },
  { id: 99999, key: 'fruitFresh', zh: '水果生鲜', en: 'Fruit & Fresh', ru: 'Фрукты и свежие продукты' },
  { id: 99992, key: 'sportsOutdoor', zh: '运动户外', en: 'Sports & Outdoor', ru: 'Спорт и отдых' },
  { id: 99989, key: 'medicineHealth', zh: '医药健康', en: 'Medicine & Health', ru: 'Аптека и здоровье' },
  { id: 99993, key: 'virtualGoods', zh: '虚拟商品', en: 'Virtual Goods', ru: 'Цифровые товары' },
  { id: 99987, key: 'autoMoto', zh: '汽配摩托', en: 'Auto Parts & Motorcycles', ru: 'Автотовары и мототехника' },
] as const);

export type Category = (typeof CATEGORIES)[number];
export type CategoryId = Category['id'];
