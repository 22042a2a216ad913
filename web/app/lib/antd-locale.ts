import enUS from 'antd/locale/en_US';
import ruRU from 'antd/locale/ru_RU';
import zhCN from 'antd/locale/zh_CN';
import type { Locale as AntdLocale } from 'antd/es/locale';
import type { Lang } from '@marketlens/core/i18n';

const BY_LANG: Record<Lang, AntdLocale> = { zh: zhCN, en: enUS, ru: ruRU };

export function antdLocale(lang: Lang): AntdLocale {
  return BY_LANG[lang];
}
