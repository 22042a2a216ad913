import type { Locale } from '@marketlens/locales';
import { IMAGE_MENU_TITLES } from '@marketlens/locales/image-menu';

/** The image context menu's title in the extension's language (the background's only text, kept out of i18next). */
export function imageMenuTitle(locale: Locale): string {
  return IMAGE_MENU_TITLES[locale];
}
