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
