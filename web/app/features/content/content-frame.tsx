import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { stripLangPrefix } from '@marketlens/core/i18n';
import { useLocalize } from '../../lib/lang';

export interface Crumb {
  name: string;
  /** Unprefixed site path. */
  href: string;
}

/** The sections of the business college, as its side navigation lists them. */
export const COLLEGE_SECTIONS = Object.freeze([
  { key: 'collegeHome', href: '/college/home' },
  { key: 'courses', href: '/business-college/online-courses/1' },
  { key: 'operate', href: '/business-college/operate/1' },
  { key: 'news', href: '/business-college/ecommerce-intro/1' },
  { key: 'reports', href: '/business-college/report/1' },
  { key: 'community', href: '/QACommunity' },
  { key: 'guides', href: '/noviceGuide' },
  { key: 'resources', href: '/resource' },
  { key: 'industry', href: '/industry' },
] as const);

/** Which college section a path belongs to, for the side navigation's current item. */
function sectionOf(path: string): string | undefined {
  if (/^\/(college\/home|business-college\/?$)/.test(path)) return 'collegeHome';
  if (/^\/(business-college\/online-courses|lesson)/.test(path)) return 'courses';
  if (/^\/(business-college\/operate|article\/operate)/.test(path)) return 'operate';
  if (/^\/(business-college\/ecommerce-intro|article\/ecommerce|IndustryNews|electricity-detail|post)/.test(path)) return 'news';
  if (/^\/(business-college\/report|article\/report|report)/.test(path)) return 'reports';
  if (/^\/(QACommunity|answerDetail|business-college\/(electricity|release-record|components))/.test(path)) return 'community';
  if (path.startsWith('/noviceGuide')) return 'guides';
  if (path.startsWith('/resource')) return 'resources';
  if (path.startsWith('/industry')) return 'industry';
  return undefined;
}

/** The college's side navigation. */
export function CollegeNav() {
  const { t } = useTranslation('content');
  const localize = useLocalize();
  const current = sectionOf(stripLangPrefix(useLocation().pathname));
  return (
    <nav className="college-nav" aria-label={t('nav.label')}>
      <ul>
        {COLLEGE_SECTIONS.map((s) => (
          <li key={s.key}>
            <a href={localize(s.href)} aria-current={current === s.key ? 'page' : undefined}>
              {t(`nav.${s.key}`)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** A content page: breadcrumb trail, heading, the college navigation, the main column and an aside. */
export function ContentFrame({ crumbs, title, lead, children, aside }: { crumbs: readonly Crumb[]; title: ReactNode; lead?: ReactNode; children: ReactNode; aside?: ReactNode }) {
  const { t } = useTranslation('content');
  const localize = useLocalize();
  return (
    <div className="content-page">
      <div className="content-head">
        <div className="container">
          <nav aria-label={t('crumbs')} className="crumbs">
            <ol>
              {crumbs.map((c, i) => (
                <li key={c.href + i}>{i < crumbs.length - 1 ? <a href={localize(c.href)}>{c.name}</a> : <span aria-current="page">{c.name}</span>}</li>
              ))}
            </ol>
          </nav>
          <h1 className="content-title">{title}</h1>
          {lead ? <p className="content-lead">{lead}</p> : null}
        </div>
      </div>
      <div className="container content-body">
        <CollegeNav />
        <div className="content-main">{children}</div>
        {aside ? <aside className="content-aside">{aside}</aside> : null}
      </div>
    </div>
  );
}

/** A titled box of the aside. */
export function AsideBox({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="aside-box">
      <h2>{title}</h2>
      {children}
    </section>
  );
}
