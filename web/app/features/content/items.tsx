import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { stripLangPrefix } from '@marketlens/core/i18n';
import type { content } from '@marketlens/core/contract';
import { useLocalize } from '../../lib/lang';

/** A date as YYYY-MM-DD in UTC: the same text on the server and in every visitor's browser. */
export const day = (iso: string) => iso.slice(0, 10);

export const articleHref = (a: { id: number; category: string }) => `/article/${a.category}/${a.id}`;
export const questionHref = (id: number) => `/answerDetail/${id}`;

/** The site a community page belongs to: the mobile site keeps its visitors on its own `/m/...` pages. */
export function useCommunityBase(): '' | '/m' {
  return /^\/m\//.test(stripLangPrefix(useLocation().pathname)) ? '/m' : '';
}

/** Articles as a list of cards: title, summary, date, reads and likes. */
export function ArticleItems({ items, headingLevel = 2 }: { items: readonly content.ArticleSummary[]; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation('content');
  const localize = useLocalize();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  if (!items.length) return <p className="empty-note">{t('empty.articles')}</p>;
  return (
    <ul className="item-list">
      {items.map((a) => (
        <li key={a.id} className="item-card">
          <Heading className="item-title">
            <a href={localize(articleHref(a))}>{a.title}</a>
          </Heading>
          <p className="item-summary">{a.summary}</p>
          <p className="item-meta">
            <span>{t(`category.${a.category}`)}</span>
            <time dateTime={a.publishedAt}>{day(a.publishedAt)}</time>
            <span>{t('meta.views', { n: a.views })}</span>
            <span>{t('meta.likes', { n: a.likes })}</span>
          </p>
        </li>
      ))}
    </ul>
  );
}

/** Questions as a list: title, excerpt, author, answers and reads. */
export function QuestionItems({ items, headingLevel = 2 }: { items: readonly content.QuestionSummary[]; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation('content');
  const localize = useLocalize();
  const base = useCommunityBase();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  if (!items.length) return <p className="empty-note">{t('empty.questions')}</p>;
  return (
    <ul className="item-list">
      {items.map((q) => (
        <li key={q.id} className="item-card">
          <Heading className="item-title">
            <a href={localize(base + questionHref(q.id))}>{q.title}</a>
          </Heading>
          <p className="item-summary">{q.excerpt}</p>
          <p className="item-meta">
            <span>{q.author.nickName}</span>
            <time dateTime={q.updatedAt}>{day(q.updatedAt)}</time>
            <span>{t('meta.answers', { n: q.answerCount })}</span>
            <span>{t('meta.views', { n: q.views })}</span>
          </p>
        </li>
      ))}
    </ul>
  );
}

/** Short links (title only), for asides. */
export function LinkList({ items }: { items: readonly { href: string; title: string }[] }) {
  const localize = useLocalize();
  return (
    <ul className="link-list">
      {items.map((i) => (
        <li key={i.href}>
          <a href={localize(i.href)}>{i.title}</a>
        </li>
      ))}
    </ul>
  );
}

/** The previous and next item of a detail page. */
export function PrevNext({ prev, next }: { prev?: { href: string; title: string } | null | undefined; next?: { href: string; title: string } | null | undefined }) {
  const { t } = useTranslation('content');
  const localize = useLocalize();
  if (!prev && !next) return null;
  return (
    <nav className="prev-next" aria-label={t('prevNext.label')}>
      {prev ? (
        <a href={localize(prev.href)} rel="prev">
          <span className="prev-next-label">{t('prevNext.prev')}</span>
          <span>{prev.title}</span>
        </a>
      ) : (
        <span />
      )}
      {next ? (
        <a href={localize(next.href)} rel="next" className="prev-next-right">
          <span className="prev-next-label">{t('prevNext.next')}</span>
          <span>{next.title}</span>
        </a>
      ) : null}
    </nav>
  );
}
