import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { LANGS, pathForLang, type Lang } from '@marketlens/core/i18n';
import { useLang } from '../../lib/lang';
import { NavDropdown } from './nav-dropdown';
import { GlobalIcon } from '../icons/icons';

/**
 * The language selector: the same page in another language. The change replaces the history entry
 * and reloads, so the new language's texts, antd locale and server-rendered content all switch.
 */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const current = useLang();
  const { pathname, search } = useLocation();
  const go = (e: MouseEvent<HTMLAnchorElement>, lang: Lang) => {
    e.preventDefault();
    window.location.replace(pathForLang(pathname, lang) + search);
  };
  return (
    <div className="lang-switch">
      <GlobalIcon aria-hidden className="lang-icon" />
      <NavDropdown label={t(`lang.${current}`)}>
        <ul className="nav-list" aria-label={t('lang.label')}>
          {LANGS.map((lang) => (
            <li key={lang}>
              <a
                href={pathForLang(pathname, lang) + search}
                hrefLang={lang}
                lang={lang}
                aria-current={lang === current ? 'true' : undefined}
                className="nav-panel-link"
                onClick={(e) => go(e, lang)}
              >
                {t(`lang.${lang}`)}
              </a>
            </li>
          ))}
        </ul>
      </NavDropdown>
    </div>
  );
}
