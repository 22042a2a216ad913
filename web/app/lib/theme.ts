import type { ThemeConfig } from 'antd';

/** The house look: Ozon-adjacent blue, rounded cards, system fonts with CJK fallbacks. */
export const theme: ThemeConfig = {
  token: {
    colorPrimary: '#005bff',
    colorLink: '#005bff',
    borderRadius: 8,
    fontFamily:
      "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Noto Sans CJK SC', 'Helvetica Neue', Arial, sans-serif",
  },
};

/** The mobile site's antd: every control at least 44 px high, a finger's touch target. */
export const touchTheme: ThemeConfig = {
  token: { ...theme.token, controlHeight: 44, controlHeightLG: 48, controlHeightSM: 44 },
};
