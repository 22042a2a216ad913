import { useCallback } from 'react';
import { useLocation } from 'react-router';
import { langFromPath, pathForLang, type Lang } from '@marketlens/core/i18n';

/** The language of the page being shown, from its path prefix. */
export function useLang(): Lang {
  return langFromPath(useLocation().pathname);
}

/** Turns an unprefixed site path into the same path in the page's language. */
export function useLocalize(): (path: string) => string {
  const lang = useLang();
  return useCallback(
    (path: string) => {
      const [pathname = '/', rest] = splitQuery(path);
      return pathForLang(pathname, lang) + rest;
    },
    [lang],
  );
}

function splitQuery(path: string): [string, string] {
  const at = path.search(/[?#]/);
  return at < 0 ? [path, ''] : [path.slice(0, at), path.slice(at)];
}
