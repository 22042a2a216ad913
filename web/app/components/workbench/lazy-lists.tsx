import { lazy } from 'react';

// The workbench lists (their controls, filters, columns and antd's inputs, pickers and popovers)
// load after the page: a member's page comes from the server with the list already drawn, and the
// browser hydrates it once this code has arrived (AnalyticsPage's member gate holds the boundary);
// the page's first scripts are only the frame's.
const loadLists = () => import('../../features/analytics/lists');

export const GoodsList = lazy(() => loadLists().then((m) => ({ default: m.GoodsList })));
export const KeywordList = lazy(() => loadLists().then((m) => ({ default: m.KeywordList })));
export const GroupList = lazy(() => loadLists().then((m) => ({ default: m.GroupList })));

// The other workbench views (the market overview and the detail views with their charts, the
// reverse lookup, hot-product detection) load after the page in the same way.
export const MarketOverview = lazy(() => import('../../features/analytics/overview').then((m) => ({ default: m.MarketOverview })));
export const GroupDetail = lazy(() => import('../../features/analytics/detail-views').then((m) => ({ default: m.GroupDetail })));
export const CategoryStructure = lazy(() => import('../../features/analytics/category-structure').then((m) => ({ default: m.CategoryStructure })));
export const KeywordDetail = lazy(() => import('../../features/analytics/detail-views').then((m) => ({ default: m.KeywordDetail })));
export const GoodsDetail = lazy(() => import('../../features/analytics/goods-detail').then((m) => ({ default: m.GoodsDetail })));
export const ReverseLookup = lazy(() => import('../../features/analytics/reverse-lookup').then((m) => ({ default: m.ReverseLookup })));
export const ExplosionData = lazy(() => import('../../features/analytics/explosion').then((m) => ({ default: m.ExplosionData })));
export const ExplosionHistory = lazy(() => import('../../features/analytics/explosion-history').then((m) => ({ default: m.ExplosionHistory })));
export const ExplosionDetails = lazy(() => import('../../features/analytics/explosion-details').then((m) => ({ default: m.ExplosionDetails })));
