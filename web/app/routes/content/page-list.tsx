import { useTranslation } from 'react-i18next';
import { contentApi } from '@marketlens/core/api';
import { ContentFrame } from '../../features/content/content-frame';
import { breadcrumbLd, ContentMeta } from '../../features/content/content-meta';
import { pageRequest } from '../../features/content/content-data.server';
import { PageItems } from '../../features/content/course-items';
import { inlineCss } from '../../lib/inline-css';
import { useLocalize } from '../../lib/lang';
import { useRuntimeConfig } from '../../lib/runtime-config';
import contentCss from '../../styles/content.css?url';
import type { Route } from './+types/page-list';

export const handle = inlineCss({ content: contentCss });

/** The novice guides (/noviceGuide) or the downloads and tool guides (/resource). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { http, lang, path } = pageRequest(context, request);
  const kind = path.startsWith('/resource') ? 'resource' : 'guide';
  const pages = await contentApi.pageList(http, { query: { kind, lang } }, { verifyCode: false });
  return { kind, pages: pages.data };
}

export default function PageListPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('content');
  const { siteOrigin } = useRuntimeConfig();
  const localize = useLocalize();
  const { kind, pages } = loaderData;
  const section = kind === 'guide' ? 'guides' : 'resources';
  const base = kind === 'guide' ? '/noviceGuide' : '/resource';
  const crumbs = [
    { name: t('nav.home'), href: '/' },
    { name: t('nav.collegeHome'), href: '/college/home' },
    { name: t(`lists.${section}.title`), href: base },
  ];
  return (
    <ContentFrame crumbs={crumbs} title={t(`lists.${section}.title`)} lead={t(`lists.${section}.lead`)}>
      <ContentMeta title={t(`lists.${section}.title`)} description={t(`lists.${section}.lead`)} jsonLd={[breadcrumbLd(siteOrigin, crumbs, localize)]} />
      <PageItems items={pages} base={base} />
    </ContentFrame>
  );
}
