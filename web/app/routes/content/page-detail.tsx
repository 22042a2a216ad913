import { useTranslation } from 'react-i18next';
import { contentApi } from '@marketlens/core/api';
import { AsideBox, ContentFrame } from '../../features/content/content-frame';
import { breadcrumbLd, ContentMeta } from '../../features/content/content-meta';
import { goTo, idOf, notFound, orMissing, pageRequest } from '../../features/content/content-data.server';
import { LinkList, PrevNext } from '../../features/content/items';
import { RichText } from '../../components/rich-text';
import { inlineCss } from '../../lib/inline-css';
import { useLocalize } from '../../lib/lang';
import { useRuntimeConfig } from '../../lib/runtime-config';
import contentCss from '../../styles/content.css?url';
import type { Route } from './+types/page-detail';

export const handle = inlineCss({ content: contentCss });

/** One novice guide (/noviceGuide/{id}) or resource (/resource/{id}); the wrong kind or an unknown id is a 404. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { http, lang, path } = pageRequest(context, request);
  const kind = path.startsWith('/resource') ? 'resource' : 'guide';
  const [page, siblings] = await Promise.all([
    orMissing(contentApi.pageDetail(http, { query: { id: idOf(params.id) } }, { verifyCode: false })),
    contentApi.pageList(http, { query: { kind, lang } }, { verifyCode: false }),
  ]);
  if (!page || page.kind !== kind) notFound();
  if (page.lang && page.lang !== lang) {
    // The same guide or resource in the page's language: the one with the same place in the list.
    const twin = siblings.data.find((s) => s.sort === page.sort);
    if (!twin) notFound();
    goTo(lang, `${path.startsWith('/resource') ? '/resource' : '/noviceGuide'}/${twin.id}`);
  }
  return { page, siblings: siblings.data.filter((s) => s.id !== page.id) };
}

export default function PageDetailPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('content');
  const { siteOrigin, brand } = useRuntimeConfig();
  const localize = useLocalize();
  const { page, siblings } = loaderData;
  const section = page.kind === 'guide' ? 'guides' : 'resources';
  const base = page.kind === 'guide' ? '/noviceGuide' : '/resource';
  const href = `${base}/${page.id}`;
  const crumbs = [
    { name: t('nav.home'), href: '/' },
    { name: t('nav.collegeHome'), href: '/college/home' },
    { name: t(`lists.${section}.title`), href: base },
    { name: page.title, href },
  ];
  return (
    <ContentFrame
      crumbs={crumbs}
      title={page.title}
      lead={page.summary}
      aside={
        <AsideBox title={t(`lists.${section}.title`)}>
          <LinkList items={siblings.map((s) => ({ href: `${base}/${s.id}`, title: s.title }))} />
        </AsideBox>
      }
    >
      <ContentMeta
        title={page.title}
        description={page.summary}
        type="article"
        alternates={page.lang ? { [page.lang]: href } : undefined}
        jsonLd={[
          breadcrumbLd(siteOrigin, crumbs, localize),
          { '@type': 'Article', headline: page.title, description: page.summary, publisher: { '@type': 'Organization', name: brand.name }, inLanguage: page.lang },
        ]}
      />
      <article className="article">
        <RichText html={page.html} testId="page-body" />
      </article>
      <PrevNext prev={page.prev ? { href: `${base}/${page.prev.id}`, title: page.prev.title } : null} next={page.next ? { href: `${base}/${page.next.id}`, title: page.next.title } : null} />
    </ContentFrame>
  );
}
