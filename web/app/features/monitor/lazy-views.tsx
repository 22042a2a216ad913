import { lazy } from 'react';

// The monitoring lists and the notification centre (antd's table, dialogs and the rule editor) load
// after the page: the page's first scripts are only the frame's (monitor-page.tsx).
export const MonitorList = lazy(() => import('./monitor-list').then((m) => ({ default: m.MonitorList })));
export const NoticeCenter = lazy(() => import('./notice-center').then((m) => ({ default: m.NoticeCenter })));
