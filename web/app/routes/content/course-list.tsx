import { useTranslation } from 'react-i18next';
import { contentApi } from '@marketlens/core/api';
import { ContentFrame } from '../../features/content/content-frame';
import { breadcrumbLd, ContentMeta } from '../../features/content/content-meta';
import { checkPage, pageNumber, pageRequest } from '../../features/content/content-data.server';
import { CourseItems } from '../../features/content/course-items';
import { Pager } from '../../features/content/pager';
import { inlineCss } from '../../lib/inline-css';
import { useLocalize } from '../../lib/lang';
import { useRuntimeConfig } from '../../lib/runtime-config';
import contentCss from '../../styles/content.css?url';
import type { Route } from './+types/course-list';

export const handle = inlineCss({ content: contentCss });

const PAGE_SIZE = 6;

/** The online courses, a page at a time: /business-college/online-courses/{page} and /lesson?page=. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { http, lang, path, url } = pageRequest(context, request);
  const inCollege = path.startsWith('/business-college');
  const page = pageNumber(inCollege ? params.page : url.searchParams.get('page'));
  const courses = await contentApi.courseList(http, { query: { lang } }, { verifyCode: false });
  checkPage(page, courses.data.length, PAGE_SIZE);
  return { inCollege, page, total: courses.data.length, courses: courses.data.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE) };
}

export default function CourseListPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('content');
  const { siteOrigin, brand } = useRuntimeConfig();
  const localize = useLocalize();
  const { inCollege, page, total, courses } = loaderData;
  const title = t('lists.courses.title');
  const base = inCollege ? '/business-college/online-courses' : '/lesson';
  const crumbs = [
    { name: t('nav.home'), href: '/' },
    { name: t('nav.collegeHome'), href: '/college/home' },
    { name: title, href: inCollege ? `${base}/1` : base },
  ];
  return (
    <ContentFrame crumbs={crumbs} title={title} lead={t('lists.courses.lead')}>
      <ContentMeta
        title={page > 1 ? t('pager.titled', { title, n: page }) : title}
        description={t('lists.courses.lead')}
        jsonLd={[
          breadcrumbLd(siteOrigin, crumbs, localize),
          {
            '@type': 'ItemList',
            itemListElement: courses.map((c, i) => ({
              '@type': 'ListItem',
              position: (page - 1) * PAGE_SIZE + i + 1,
              item: { '@type': 'Course', name: c.title, description: c.summary, url: new URL(localize(`/lesson/${c.id}`), siteOrigin).href, provider: { '@type': 'Organization', name: brand.name } },
            })),
          },
        ]}
      />
      <CourseItems items={courses} />
      <Pager page={page} total={total} pageSize={PAGE_SIZE} href={(n) => (inCollege ? `${base}/${n}` : n === 1 ? base : `${base}?page=${n}`)} />
    </ContentFrame>
  );
}
