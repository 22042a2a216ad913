import { layout, route, type RouteConfig, type RouteConfigEntry } from '@react-router/dev/routes';

/** Every public page exists in the three languages: unprefixed Chinese, `/en/...` and `/ru/...`. */
const PREFIXES = [
  { id: 'zh', path: '' },
  { id: 'en', path: 'en' },
  { id: 'ru', path: 'ru' },
] as const;
type Prefix = (typeof PREFIXES)[number];

const join = (prefix: Prefix, path: string) => [prefix.path, path].filter(Boolean).join('/') || '/';

/** The workbench's market analytics pages (members only; a guest sees the guest warning). */
const ANALYTICS_PAGES = [
  ['workbench/big/general', 'big-general'],
  ['workbench/industry/hot-selling', 'industry-hot-selling'],
  ['workbench/industry/high-priced', 'industry-high-priced'],
  ['workbench/selection/hot', 'selection-hot'],
  ['workbench/selection/surge', 'selection-surge'],
  ['workbench/keyword/hot', 'keyword-hot'],
  ['workbench/keyword/soar', 'keyword-soar'],
  ['workbench/keyword/high', 'keyword-high'],
  ['workbench/keyword/chance', 'keyword-chance'],
  ['workbench/shop/hot', 'shop-hot'],
  ['workbench/brand/top', 'brand-top'],
  ['workbench/goods/detail', 'goods-detail'],
  ['workbench/big/market', 'big-market'],
  ['workbench/industry/general', 'industry-general'],
  ['workbench/industry/opportunity', 'industry-opportunity'],
  ['workbench/industry/brand', 'industry-brand'],
  ['workbench/brand/general', 'brand-general'],
  ['workbench/shop/search', 'shop-search'],
  ['workbench/store/shopGoods', 'store-shop-goods'],
  ['workbench/keyword/detail', 'keyword-detail'],
  ['workbench/selection/keywordsReverseSearch', 'selection-keywords-reverse'],
  ['workbench/selection/opportunity', 'selection-opportunity'],
  ['workbench/selection/cnRegion', 'selection-cn-region'],
  ['workbench/selection/forSale', 'selection-for-sale'],
  ['workbench/selection/follow', 'selection-follow'],
  ['ExplosionDetection/dataList', 'explosion-data'],
  ['ExplosionDetection/details', 'explosion-details'],
  ['ExplosionDetection/historyList', 'explosion-history'],
] as const;
const analytics = (p: Prefix): RouteConfigEntry[] =>
  ANALYTICS_PAGES.map(([path, file]) => route(join(p, path), `routes/workbench/analytics/${file}.tsx`, { id: `${file}-${p.id}` }));

/** The sellers' tools (members only; a guest sees the guest warning): the pricing calculators and the anti-follow-sell patrol. */
const tools = (p: Prefix): RouteConfigEntry[] => [
  route(join(p, 'tools'), 'routes/tools/pricing.tsx', { id: `tools-pricing-${p.id}` }),
  route(join(p, 'tools/patrol'), 'routes/tools/patrol.tsx', { id: `tools-patrol-${p.id}` }),
];

/** The monitoring centre and the notification centre (members only). */
const MONITOR_PAGES = [
  ['workbench/monitor/product', 'product'],
  ['workbench/monitor/shop', 'shop'],
  ['workbench/monitor/keyword', 'keyword'],
  ['workbench/monitor/notice', 'notice'],
] as const;
const monitorPages = (p: Prefix): RouteConfigEntry[] =>
  MONITOR_PAGES.map(([path, file]) => route(join(p, path), `routes/workbench/monitor/${file}.tsx`, { id: `monitor-${file}-${p.id}` }));

/** My shops: the member's own Ozon numbers from the Seller API, beside the market (members only). */
const MYSHOP_PAGES = ['overview', 'skus', 'market'] as const;
const myshopPages = (p: Prefix): RouteConfigEntry[] =>
  MYSHOP_PAGES.map((page) => route(join(p, `workbench/myshop/${page}`), `routes/workbench/myshop/${page}.tsx`, { id: `myshop-${page}-${p.id}` }));

/** The business college, news, industry reports and the Q&A community (spec section 2), server-rendered. */
const CONTENT_PAGES = [
  ['college/home', 'college-home', 'college-home'],
  ['business-college', 'college-home', 'business-college'],
  ['business-college/ecommerce-intro/:page?', 'article-list', 'bc-ecommerce-intro'],
  ['business-college/operate/:page?', 'article-list', 'bc-operate'],
  ['business-college/report/:page?', 'article-list', 'bc-report'],
  ['business-college/online-courses/:page?', 'course-list', 'bc-online-courses'],
  ['business-college/electricity/:page?', 'qa-list', 'bc-electricity'],
  ['business-college/release-record/:page?', 'release-record', 'bc-release-record'],
  ['business-college/components/userInfo', 'release-record', 'bc-user-info'],
  ['lesson', 'course-list', 'lessons'],
  ['lesson/:id', 'course-detail', 'lesson'],
  ['noviceGuide', 'page-list', 'novice-guides'],
  ['noviceGuide/:id', 'page-detail', 'novice-guide'],
  ['resource', 'page-list', 'resources'],
  ['resource/:id', 'page-detail', 'resource'],
  ['IndustryNews', 'article-list', 'industry-news'],
  ['IndustryNewsDetails/:id?', 'article-detail', 'industry-news-details'],
  ['article/:category/:id?', 'article-detail', 'article'],
  ['report/:id?', 'article-detail', 'report-detail'],
  ['electricity-detail/:id?', 'article-detail', 'electricity-detail'],
  ['post/:id?', 'article-detail', 'post'],
  ['industry', 'industry', 'industry'],
  ['industry/report', 'industry', 'industry-report'],
  ['QACommunity/:page?', 'qa-list', 'qa-community'],
  ['answerDetail/:id?', 'qa-detail', 'answer-detail'],
] as const;
const contentPages = (p: Prefix): RouteConfigEntry[] =>
  CONTENT_PAGES.map(([path, file, id]) => route(join(p, path), `routes/content/${file}.tsx`, { id: `${id}-${p.id}` }));

/** Pages inside the site frame (header and footer). */
const framed = (p: Prefix): RouteConfigEntry[] => [
  route(join(p, ''), 'routes/public/home.tsx', { id: `home-${p.id}` }),
  route(join(p, 'about'), 'routes/public/about.tsx', { id: `about-${p.id}` }),
  route(join(p, 'methodology'), 'routes/public/methodology.tsx', { id: `methodology-${p.id}` }),
  route(join(p, 'lottery'), 'routes/public/lottery.tsx', { id: `lottery-${p.id}` }),
  route(join(p, 'workbench/dashboard'), 'routes/workbench/dashboard.tsx', { id: `dashboard-${p.id}` }),
  route(join(p, 'feedback'), 'routes/account/feedback.tsx', { id: `feedback-${p.id}` }),
  route(join(p, 'account/categories'), 'routes/account/categories.tsx', { id: `account-categories-${p.id}` }),
  route(join(p, 'pricing'), 'routes/store/pricing.tsx', { id: `pricing-${p.id}` }),
  route(join(p, 'pricing/checkout'), 'routes/store/checkout.tsx', { id: `pricing-checkout-${p.id}` }),
  route(join(p, 'account/orders'), 'routes/store/orders.tsx', { id: `account-orders-${p.id}` }),
  ...analytics(p),
  ...tools(p),
  ...monitorPages(p),
  ...myshopPages(p),
  ...contentPages(p),
];

/** Pages of the way in: a plain frame without the site navigation. */
const blank = (p: Prefix): RouteConfigEntry[] => [
  route(join(p, 'login'), 'routes/auth/login.tsx', { id: `login-${p.id}` }),
  route(join(p, 'register'), 'routes/auth/register.tsx', { id: `register-${p.id}` }),
  route(join(p, 'workbench/login'), 'routes/auth/workbench-login.tsx', { id: `workbench-login-${p.id}` }),
  route(join(p, 'oauth'), 'routes/auth/oauth.tsx', { id: `oauth-${p.id}` }),
  route(join(p, 'success'), 'routes/auth/success.tsx', { id: `success-${p.id}` }),
  route(join(p, 'moreShopAuthorize'), 'routes/auth/more-shop-authorize.tsx', { id: `more-shop-authorize-${p.id}` }),
];

/** The mobile site (spec section 2 "Mobile pages"): tab pages and others with the header and tab bar. */
const mobileFramed = (p: Prefix): RouteConfigEntry[] => [
  route(join(p, 'm'), 'routes/mobile/home.tsx', { id: `m-home-${p.id}` }),
  route(join(p, 'm/product'), 'routes/mobile/product.tsx', { id: `m-product-${p.id}` }),
  route(join(p, 'm/about'), 'routes/mobile/about.tsx', { id: `m-about-${p.id}` }),
  route(join(p, 'm/agreement'), 'routes/mobile/legal.tsx', { id: `m-agreement-${p.id}` }),
  route(join(p, 'm/policy'), 'routes/mobile/legal.tsx', { id: `m-policy-${p.id}` }),
  route(join(p, 'm/DeliveryInfo'), 'routes/mobile/delivery-info.tsx', { id: `m-delivery-${p.id}` }),
  route(join(p, 'm/download'), 'routes/mobile/download.tsx', { id: `m-download-${p.id}` }),
  route(join(p, 'm/ReceivePrize'), 'routes/mobile/receive-prize.tsx', { id: `m-receive-prize-${p.id}` }),
  route(join(p, 'm/feedback'), 'routes/mobile/feedback.tsx', { id: `m-feedback-${p.id}` }),
  route(join(p, 'm/pricing'), 'routes/store/m-pricing.tsx', { id: `m-pricing-${p.id}` }),
  // The community of the content site in the mobile frame: the same pages, calls and writing forms.
  route(join(p, 'm/QACommunity/:page?'), 'routes/content/qa-list.tsx', { id: `m-qa-community-${p.id}` }),
  route(join(p, 'm/answerDetail/:id?'), 'routes/content/qa-detail.tsx', { id: `m-answer-detail-${p.id}` }),
];

/** Mobile pages that draw their own top: the lottery. */
const mobileNoHeader = (p: Prefix): RouteConfigEntry[] => [
  route(join(p, 'm/lottery'), 'routes/mobile/lottery.tsx', { id: `m-lottery-${p.id}` }),
];

/** The mobile promote pages (spec section 2 "Promote pages"), each with its success page, and the mobile promotion page. */
const promoteMobile = (p: Prefix): RouteConfigEntry[] => [
  ...(['mobile', 'mobile2', 'mobile3'] as const).flatMap((v) => [
    route(join(p, `promote/${v}`), 'routes/promote/mobile-landing.tsx', { id: `promote-${v}-${p.id}` }),
    route(join(p, `promote/${v}/success`), 'routes/promote/mobile-success.tsx', { id: `promote-${v}-success-${p.id}` }),
  ]),
  route(join(p, 'm/promotion/:id?'), 'routes/promote/m-promotion.tsx', { id: `m-promotion-${p.id}` }),
];

/** The desktop promote pages and promotions, under the channel's header. */
const promote = (p: Prefix): RouteConfigEntry[] => [
  route(join(p, 'promote/pc'), 'routes/promote/landing.tsx', { id: `promote-pc-${p.id}` }),
  route(join(p, 'promote/pc2'), 'routes/promote/landing.tsx', { id: `promote-pc2-${p.id}` }),
  route(join(p, 'promote/landpage/1'), 'routes/promote/landing.tsx', { id: `promote-landpage-${p.id}` }),
  route(join(p, 'promote/:index?'), 'routes/promote/landing.tsx', { id: `promote-channel-${p.id}` }),
  route(join(p, 'promotion/:id?'), 'routes/promote/promotion.tsx', { id: `promotion-${p.id}` }),
];

/** Mobile pages alone on the screen: registration, prize claim, the registration success page. */
const mobileBlank = (p: Prefix): RouteConfigEntry[] => [
  route(join(p, 'm/register'), 'routes/mobile/register.tsx', { id: `m-register-${p.id}` }),
  ...promoteMobile(p),
];

/** The operations console (DECISIONS.md §14): its own frame and session, in the three languages like the site. */
const ADMIN_PAGES = ['login', 'backfill', 'members', 'channels', 'feedback', 'content', 'community', 'operations', 'activities', 'promotions', 'store', 'audit'] as const;
const adminPages = (p: Prefix): RouteConfigEntry[] => [
  route(join(p, 'admin'), 'routes/admin/index.tsx', { id: `admin-index-${p.id}` }),
  ...ADMIN_PAGES.map((page) => route(join(p, `admin/${page}`), `routes/admin/${page}.tsx`, { id: `admin-${page}-${p.id}` })),
];

const [zh, en, ru] = PREFIXES;

export default [
  layout('layouts/default.tsx', framed(zh)),
  layout('layouts/english.tsx', framed(en)),
  layout('layouts/russian.tsx', framed(ru)),
  layout('layouts/blank.tsx', PREFIXES.flatMap(blank)),
  layout('layouts/mobile.tsx', PREFIXES.flatMap(mobileFramed)),
  layout('layouts/mobile-no-header.tsx', PREFIXES.flatMap(mobileNoHeader)),
  layout('layouts/mobile-blank.tsx', PREFIXES.flatMap(mobileBlank)),
  layout('layouts/admin.tsx', PREFIXES.flatMap(adminPages)),
  layout('layouts/promote.tsx', PREFIXES.flatMap(promote)),
  route('qr/:file', 'routes/qr-code.ts'),
  layout('layouts/not-found-layout.tsx', [route('*', 'routes/not-found.tsx')]),
] satisfies RouteConfig;
