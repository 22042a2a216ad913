import { useTranslation } from 'react-i18next';
import { Form, useSearchParams } from 'react-router';
import { contentApi } from '@marketlens/core/api';
import { AsideBox, ContentFrame } from '../../features/content/content-frame';
import { breadcrumbLd, ContentMeta } from '../../features/content/content-meta';
import { checkPage, pageNumber, pageRequest } from '../../features/content/content-data.server';
import { LinkList, questionHref, QuestionItems, useCommunityBase } from '../../features/content/items';
import { Pager } from '../../features/content/pager';
import { QuestionForm } from '../../features/content/qa-writing-deferred';
import { inlineCss } from '../../lib/inline-css';
import { useLocalize } from '../../lib/lang';
import { useRuntimeConfig } from '../../lib/runtime-config';
import { useIsLoggedIn } from '../../lib/session';
import contentCss from '../../styles/content.css?url';
import type { Route } from './+types/qa-list';

export const handle = inlineCss({ content: contentCss });

const PAGE_SIZE = 10;
const TABS = ['newest', 'answers', 'mine'] as const;
type Tab = (typeof TABS)[number];

/**
 * The Q&A community: newest or most answered questions, a search, the member's own questions, and
 * the form to ask. The page number is the path's last segment; the view and the search are in the query.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { http, lang, path, url } = pageRequest(context, request);
  const base = path.startsWith('/business-college') ? '/business-college/electricity' : path.startsWith('/m/') ? '/m/QACommunity' : '/QACommunity';
  const page = pageNumber(params.page);
  const tabParam = url.searchParams.get('tab');
  const tab: Tab = TABS.includes(tabParam as Tab) ? (tabParam as Tab) : 'newest';
  const keyword = (url.searchParams.get('q') ?? '').trim().slice(0, 100);
  const [questions, hot] = await Promise.all([
    contentApi.questionList(
      http,
      { query: { lang, pageNum: page, pageSize: PAGE_SIZE, order: tab === 'answers' ? 'answers' : 'newest', mine: tab === 'mine' ? 1 : 0, ...(keyword ? { keyword } : {}) } },
      { verifyCode: false },
    ),
    contentApi.hotArticleInfoList(http, { query: { isArticle: 0, lang, pageNum: 1, pageSize: 6 } }, { verifyCode: false }),
  ]);
  checkPage(page, questions.data.total, PAGE_SIZE);
  return { base, page, tab, keyword, questions: questions.data, hot: hot.data.list };
}

export default function QaListPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('content');
  const { siteOrigin } = useRuntimeConfig();
  const localize = useLocalize();
  const loggedIn = useIsLoggedIn();
  const [params] = useSearchParams();
  const { base, page, tab, keyword, questions, hot } = loaderData;
  const site = useCommunityBase();
  const title = t('lists.community.title');
  const crumbs = [
    { name: t('nav.home'), href: '/' },
    { name: t('nav.collegeHome'), href: '/college/home' },
    { name: title, href: base },
  ];
  const query = (next: Record<string, string | undefined>) => {
    const q = new URLSearchParams(params);
    for (const [k, v] of Object.entries(next)) {
      if (v) q.set(k, v);
      else q.delete(k);
    }
    const s = q.toString();
    return s ? `?${s}` : '';
  };
  const pageTitle = page > 1 ? t('pager.titled', { title, n: page }) : title;
  return (
    <ContentFrame
      crumbs={crumbs}
      title={title}
      lead={t('lists.community.lead')}
      aside={
        <>
          <AsideBox title={t('aside.hotQuestions')}>
            <LinkList items={hot.map((h) => ({ href: site + questionHref(h.id), title: h.title }))} />
          </AsideBox>
          <AsideBox title={t('aside.mine')}>
            <LinkList items={[{ href: '/business-college/release-record/1', title: t('lists.releaseRecord.title') }, { href: '/business-college/components/userInfo', title: t('userInfo.title') }]} />
          </AsideBox>
        </>
      }
    >
      <ContentMeta
        title={pageTitle}
        description={t('lists.community.lead')}
        jsonLd={[breadcrumbLd(siteOrigin, crumbs, localize)]}
      />
      <Form method="get" className="qa-search" role="search" action={localize(base)}>
        <label htmlFor="qa-search" className="visually-hidden">
          {t('qa.search')}
        </label>
        <input id="qa-search" name="q" type="search" defaultValue={keyword} maxLength={100} placeholder={t('qa.searchPlaceholder')} />
        {tab !== 'newest' ? <input type="hidden" name="tab" value={tab} /> : null}
        <button type="submit" className="btn btn-primary">
          {t('qa.search')}
        </button>
      </Form>
      <nav className="tabs" aria-label={t('qa.views')}>
        {TABS.map((k) => (
          <a key={k} href={localize(base) + query({ tab: k === 'newest' ? undefined : k })} aria-current={tab === k ? 'page' : undefined}>
            {t(`qa.tab.${k}`)}
          </a>
        ))}
      </nav>
      {keyword ? <p className="search-note">{t('qa.results', { keyword, n: questions.total })}</p> : null}
      {tab === 'mine' && !loggedIn ? <p className="empty-note">{t('qa.mineGuest')}</p> : <QuestionItems items={questions.list} />}
      <Pager page={page} total={questions.total} pageSize={PAGE_SIZE} href={(n) => `${base}/${n}${query({})}`} />
      <section className="ask-box" aria-labelledby="ask-title" id="ask">
        <h2 id="ask-title">{t('write.ask')}</h2>
        <QuestionForm />
      </section>
    </ContentFrame>
  );
}
