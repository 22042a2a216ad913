import type { Page } from '@playwright/test';

// What the workbench analytics specs share: the member's bound category, the languages, the list pages and their rows.

/** A category the spec files' members have bound (they are set up like the demo account: Operation plan, 99997 and 99991). */
export const BOUND = 99997;
export const LANGS = [
  { prefix: '', guest: '您当前为游客身份，需要登录后查看更多内容', hot: '热销商品', export: '导出 CSV' },
  { prefix: '/en', guest: 'You are browsing as a guest: log in to see more', hot: 'Hot sellers', export: 'Export CSV' },
  { prefix: '/ru', guest: 'Вы вошли как гость. Чтобы увидеть больше, войдите в аккаунт', hot: 'Хиты продаж', export: 'Выгрузить CSV' },
] as const;
export const LISTS = [
  'selection/hot', 'selection/surge', 'keyword/hot', 'keyword/soar', 'keyword/high', 'keyword/chance', 'shop/hot', 'brand/top', 'industry/hot-selling', 'industry/high-priced',
  'big/market', 'industry/general', 'industry/opportunity', 'industry/brand', 'shop/search', 'store/shopGoods', 'brand/general',
] as const;

/** The rows of the page's list. */
export const rows = (page: Page) => page.getByTestId('analytics-table').locator('tbody tr.ant-table-row');
/** The goods titles of the page's list, in order. */
export const goodsTitles = (page: Page) => page.getByTestId('goods-link').allTextContents();
/** The title a goods row shows: in the page's language where machine-translated, else the Russian original. */
export const shownTitle = (row: { title: string; titleTranslated?: string | null } | undefined) => row?.titleTranslated ?? row?.title ?? '';
