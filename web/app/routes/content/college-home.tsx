import { useTranslation } from 'react-i18next';
import { contentApi } from '@marketlens/core/api';
import { ContentFrame } from '../../features/content/content-frame';
import { breadcrumbLd, ContentMeta } from '../../features/content/content-meta';
import { pageRequest } from '../../features/content/content-data.server';
import { CourseItems, PageItems } from '../../features/content/course-items';
import { ArticleItems, QuestionItems } from '../../features/content/items';
import { inlineCss } from '../../lib/inline-css';
import { useLocalize } from '../../lib/lang';
import { useRuntimeConfig } from '../../lib/runtime-config';
import { linkProps, LIVE_COURSES_PATH } from '../../lib/site-link';
import contentCss from '../../styles/content.css?url';
import type { Route } from './+types/college-home';

export const handle = inlineCss({ content: contentCss });

/** The college's front page (/college/home, also /business-college): courses, tips, news, community, guides. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { http, lang } = pageRequest(context, request);
  const quiet = { verifyCode: false } as const;
  const [courses, operate, news, questions, guides, live] = await Promise.all([
    contentApi.courseList(http, { query: { lang } }, quiet),
    contentApi.articleList(http, { query: { category: 'operate', lang, pageNum: 1, pageSize: 4 } }, quiet),
    contentApi.articleList(http, { query: { category: 'ecommerce', lang, pageNum: 1, pageSize: 4 } }, quiet),
    contentApi.questionList(http, { query: { lang, pageNum: 1, pageSize: 4, order: 'newest', mine: 0 } }, quiet),
    contentApi.pageList(http, { query: { kind: 'guide', lang } }, quiet),
    contentApi.newLiveNotice(http, { query: { lang } }, quiet),
  ]);
  return { courses: courses.data.slice(0, 3), operate: operate.data.list, news: news.data.list, questions: questions.data.list, guides: guides.data.slice(0, 4), live: live.data };
}

function Block({ id, title, more, children }: { id: string; title: string; more: { href: string; label: string }; children: React.ReactNode }) {
  const localize = useLocalize();
  return (
    <section className="college-block" aria-labelledby={`${id}-title`}>
      <div className="college-block-head">
        <h2 id={`${id}-title`}>{title}</h2>
        <a href={localize(more.href)}>{more.label}</a>
      </div>
      {children}
    </section>
  );
}

export default function CollegeHomePage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('content');
  const { siteOrigin } = useRuntimeConfig();
  const localize = useLocalize();
  const { courses, operate, news, questions, guides, live } = loaderData;
  const crumbs = [
    { name: t('nav.home'), href: '/' },
    { name: t('nav.collegeHome'), href: '/college/home' },
  ];
  const more = t('more');
  return (
    <ContentFrame crumbs={crumbs} title={t('college.title')} lead={t('college.lead')}>
      <ContentMeta title={t('college.title')} description={t('college.lead')} canonicalPath="/college/home" jsonLd={[breadcrumbLd(siteOrigin, crumbs, localize)]} />
      {live ? (
        <aside className="live-note" aria-label={t('college.live')}>
          <strong>{t('college.live')}</strong>{' '}
          <a {...linkProps(live.linkUrl || LIVE_COURSES_PATH, localize)} data-testid="college-live">
            {live.title}
          </a>{' '}
          · {live.speaker} · <time dateTime={live.startTime}>{`${live.startTime.slice(0, 16).replace('T', ' ')} UTC`}</time>
        </aside>
      ) : null}
      <Block id="courses" title={t('lists.courses.title')} more={{ href: '/business-college/online-courses/1', label: more }}>
        <CourseItems items={courses} headingLevel={3} />
      </Block>
      <Block id="operate" title={t('lists.operate.title')} more={{ href: '/business-college/operate/1', label: more }}>
        <ArticleItems items={operate} headingLevel={3} />
      </Block>
      <Block id="news" title={t('lists.news.title')} more={{ href: '/business-college/ecommerce-intro/1', label: more }}>
        <ArticleItems items={news} headingLevel={3} />
      </Block>
      <Block id="community" title={t('lists.community.title')} more={{ href: '/QACommunity', label: more }}>
        <QuestionItems items={questions} headingLevel={3} />
      </Block>
      <Block id="guides" title={t('lists.guides.title')} more={{ href: '/noviceGuide', label: more }}>
        <PageItems items={guides} base="/noviceGuide" headingLevel={3} />
      </Block>
    </ContentFrame>
  );
}
