import { lazy } from 'react';

// The workbench lists (their controls, filters, columns and antd's inputs, pickers and popovers)
// load after the page: a member's page comes from the server with the list already drawn, and the
// browser hydrates it once this code has arrived (AnalyticsPage's member gate holds the boundary);
// the page's first scripts are only the frame's.
const loadLists = () => import('../../features/analytics/lists');

export const GoodsList = lazy(() => loadLists().then((m) => ({ default: m.GoodsList })));
export const KeywordList = lazy(() => loadLists().then((m) => ({ default: m.KeywordList })));
export const GroupList = lazy(() => loadLists().then((m) => ({ default: m.GroupList })));
