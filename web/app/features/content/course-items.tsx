import { useTranslation } from 'react-i18next';
import type { content } from '@marketlens/core/contract';
import { useLocalize } from '../../lib/lang';

/** Courses as cards: title, summary, level, lessons and length. */
export function CourseItems({ items, headingLevel = 2 }: { items: readonly content.CourseSummary[]; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation('content');
  const localize = useLocalize();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  if (!items.length) return <p className="empty-note">{t('empty.courses')}</p>;
  return (
    <ul className="card-grid">
      {items.map((c) => (
        <li key={c.id} className="item-card course-card">
          <span className={`level level-${c.level}`}>{t(`level.${c.level}`)}</span>
          <Heading className="item-title">
            <a href={localize(`/lesson/${c.id}`)}>{c.title}</a>
          </Heading>
          <p className="item-summary">{c.summary}</p>
          <p className="item-meta">
            <span>{t('meta.lessons', { n: c.lessonCount })}</span>
            <span>{t('meta.minutes', { n: c.minutes })}</span>
          </p>
        </li>
      ))}
    </ul>
  );
}

/** Guides or resources as cards. */
export function PageItems({ items, base, headingLevel = 2 }: { items: readonly content.PageSummary[]; base: '/noviceGuide' | '/resource'; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation('content');
  const localize = useLocalize();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  if (!items.length) return <p className="empty-note">{t('empty.pages')}</p>;
  return (
    <ul className="card-grid">
      {items.map((p) => (
        <li key={p.id} className="item-card">
          <Heading className="item-title">
            <a href={localize(`${base}/${p.id}`)}>{p.title}</a>
          </Heading>
          <p className="item-summary">{p.summary}</p>
        </li>
      ))}
    </ul>
  );
}
