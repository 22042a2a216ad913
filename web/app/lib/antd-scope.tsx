import { App as AntdApp, ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { antdLocale } from './antd-locale';
import { useLang } from './lang';
import { useLocation } from 'react-router';
import { isMobilePath } from '../features/mobile/paths';
import { theme, touchTheme } from './theme';

/**
 * antd's theme, locale and App context for the parts of the site that use antd components. It is
 * not at the root: the public pages are plain HTML and CSS and load antd only with a dialog, a
 * message or an antd page (see lazyAntd).
 */
export function AntdScope({ children }: { children: ReactNode }) {
  const touch = isMobilePath(useLocation().pathname);
  return (
    <ConfigProvider locale={antdLocale(useLang())} theme={touch ? touchTheme : theme}>
      {/* No wrapper element: antd's global link reset would override the site's own link styles and focus rings. */}
      <AntdApp component={false}>{children}</AntdApp>
    </ConfigProvider>
  );
}
