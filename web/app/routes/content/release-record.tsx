import { useTranslation } from 'react-i18next';
import { ContentFrame } from '../../features/content/content-frame';
import { ContentMeta } from '../../features/content/content-meta';
import { pageNumber } from '../../features/content/content-data.server';
import { MemberCard, MyPublications } from '../../features/content/my-publications';
import { inlineCss } from '../../lib/inline-css';
import contentCss from '../../styles/content.css?url';
import type { Route } from './+types/release-record';

export const handle = inlineCss({ content: contentCss });

const PAGE_SIZE = 10;

/** The member's publication record (/business-college/release-record/{page}) and card (/business-college/components/userInfo). */
export function loader({ params, request }: Route.LoaderArgs) {
  const card = new URL(request.url).pathname.endsWith('/components/userInfo');
  return { card, page: card ? 1 : pageNumber(params.page) };
}

export default function ReleaseRecordPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('content');
  const { card, page } = loaderData;
  const title = card ? t('userInfo.title') : t('lists.releaseRecord.title');
  const crumbs = [
    { name: t('nav.home'), href: '/' },
    { name: t('lists.community.title'), href: '/QACommunity' },
    { name: title, href: card ? '/business-college/components/userInfo' : '/business-college/release-record/1' },
  ];
  return (
    <ContentFrame crumbs={crumbs} title={title} lead={card ? t('userInfo.lead') : t('lists.releaseRecord.lead')}>
      <ContentMeta title={title} description={card ? t('userInfo.lead') : t('lists.releaseRecord.lead')} />
      <meta name="robots" content="noindex" />
      {card ? <MemberCard /> : null}
      <MyPublications page={page} pageSize={card ? 5 : PAGE_SIZE} pageHref={card ? undefined : (n) => `/business-college/release-record/${n}`} />
    </ContentFrame>
  );
}
