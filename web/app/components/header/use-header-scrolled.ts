import { useEffect, useState } from 'react';
import { stripLangPrefix } from '@marketlens/core/i18n';

export const SCROLL_THRESHOLD_PX = 42;
export const SCROLL_LISTEN_DELAY_MS = 1000;

/** Pages whose header starts transparent over the hero artwork. */
const TRANSPARENT_PATHS = new Set(['/', '/about']);

/** True when the header on this path may be transparent (never on paths containing /post). */
export function hasTransparentHeader(pathname: string): boolean {
  if (pathname.includes('/post')) return false;
  return TRANSPARENT_PATHS.has(stripLangPrefix(pathname).replace(/(.)\/$/, '$1'));
}

/**
 * Whether the header shows its scrolled style. Scroll handling starts one second after the header
 * loads so that a restored scroll position or the first layout shift does not flicker it.
 */
export function useHeaderScrolled(pathname: string): boolean {
  const transparent = hasTransparentHeader(pathname);
  const [scrolled, setScrolled] = useState(!transparent);
  useEffect(() => {
    if (!transparent) {
      setScrolled(true);
      return undefined;
    }
    setScrolled(false);
    const onScroll = () => setScrolled(window.scrollY > SCROLL_THRESHOLD_PX);
    const timer = window.setTimeout(() => {
      onScroll();
      window.addEventListener('scroll', onScroll, { passive: true });
    }, SCROLL_LISTEN_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('scroll', onScroll);
    };
  }, [transparent]);
  return scrolled;
}
