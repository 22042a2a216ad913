import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { contentApi } from '@marketlens/core/api';
import { AsideBox, ContentFrame } from '../../features/content/content-frame';
import { breadcrumbLd, ContentMeta } from '../../features/content/content-meta';
import { goTo, idOf, notFound, orMissing, pageRequest } from '../../features/content/content-data.server';
import { PrevNext } from '../../features/content/items';
import { LessonDone } from '../../features/content/lesson-progress';
import { RichText } from '../../components/rich-text';
import { inlineCss } from '../../lib/inline-css';
import { useLocalize } from '../../lib/lang';
import { useRuntimeConfig } from '../../lib/runtime-config';
import contentCss from '../../styles/content.css?url';
import type { Route } from './+types/course-detail';

export const handle = inlineCss({ content: contentCss });

/** A course with its lessons; `?lesson=` picks the lesson to read (the first by default). */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { http, url, lang } = pageRequest(context, request);
  const course = await orMissing(contentApi.courseDetail(http, { query: { id: idOf(params.id) } }, { verifyCode: false }));
  if (!course) notFound();
  if (course.lang && course.lang !== lang) {
    // The same course in the page's language: the one at the same place of the course list.
    const [own, wanted] = await Promise.all([course.lang, lang].map((l) => contentApi.courseList(http, { query: { lang: l } }, { verifyCode: false })));
    const twin = wanted?.data[own?.data.findIndex((c) => c.id === course.id) ?? -1];
    if (!twin) notFound();
    goTo(lang, `/lesson/${twin.id}`);
  }
  const wanted = url.searchParams.get('lesson');
  const lessonId = wanted === null ? course.lessons[0]?.id : idOf(wanted);
  const lesson = lessonId === undefined ? undefined : await orMissing(contentApi.lessonDetail(http, { query: { id: lessonId } }, { verifyCode: false }));
  if (wanted !== null && (!lesson || lesson.courseId !== course.id)) notFound();
  return { course, lesson: lesson ?? null };
}

export default function CourseDetailPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('content');
  const { siteOrigin, brand } = useRuntimeConfig();
  const localize = useLocalize();
  const { course, lesson } = loaderData;
  const [done, setDone] = useState<number[]>(course.done ?? []);
  const href = `/lesson/${course.id}`;
  const lessonHref = (id: number) => `${href}?lesson=${id}`;
  const crumbs = [
    { name: t('nav.home'), href: '/' },
    { name: t('nav.collegeHome'), href: '/college/home' },
    { name: t('lists.courses.title'), href: '/lesson' },
    { name: course.title, href },
  ];
  const finished = course.lessons.filter((l) => done.includes(l.id)).length;
  return (
    <ContentFrame
      crumbs={crumbs}
      title={course.title}
      lead={course.summary}
      aside={
        <AsideBox title={t('lesson.outline')}>
          <p className="progress-note" data-testid="course-progress">
            {t('lesson.progress', { done: finished, total: course.lessons.length })}
          </p>
          <ol className="lesson-list">
            {course.lessons.map((l) => (
              <li key={l.id} className={done.includes(l.id) ? 'is-done' : undefined}>
                <a href={localize(lessonHref(l.id))} aria-current={lesson?.id === l.id ? 'page' : undefined}>
                  {l.title}
                </a>
                <span className="lesson-minutes">{t('meta.minutes', { n: l.minutes })}</span>
                {done.includes(l.id) ? <span className="visually-hidden">{t('lesson.finished')}</span> : null}
              </li>
            ))}
          </ol>
        </AsideBox>
      }
    >
      <ContentMeta
        title={lesson ? `${lesson.title} · ${course.title}` : course.title}
        description={course.summary}
        canonicalPath={href}
        alternates={course.lang ? { [course.lang]: href } : undefined}
        jsonLd={[
          breadcrumbLd(siteOrigin, crumbs, localize),
          {
            '@type': 'Course',
            name: course.title,
            description: course.summary,
            provider: { '@type': 'Organization', name: brand.name, url: siteOrigin },
            inLanguage: course.lang,
            educationalLevel: course.level,
            hasCourseInstance: { '@type': 'CourseInstance', courseMode: 'online', courseWorkload: `PT${course.minutes}M` },
          },
        ]}
      />
      <p className="item-meta">
        <span className={`level level-${course.level}`}>{t(`level.${course.level}`)}</span>
        <span>{t('meta.lessons', { n: course.lessonCount })}</span>
        <span>{t('meta.minutes', { n: course.minutes })}</span>
      </p>
      {lesson ? (
        <article className="article lesson">
          <h2>{t('lesson.numbered', { n: lesson.sort + 1, title: lesson.title })}</h2>
          <p className="item-meta">
            <span>{t('meta.minutes', { n: lesson.minutes })}</span>
          </p>
          <RichText html={lesson.html} testId="lesson-body" />
          <div className="article-actions">
            <LessonDone lessonId={lesson.id} done={done.includes(lesson.id)} onChange={setDone} />
          </div>
          <PrevNext prev={lesson.prev ? { href: lessonHref(lesson.prev.id), title: lesson.prev.title } : null} next={lesson.next ? { href: lessonHref(lesson.next.id), title: lesson.next.title } : null} />
        </article>
      ) : (
        <p className="empty-note">{t('empty.lessons')}</p>
      )}
    </ContentFrame>
  );
}
