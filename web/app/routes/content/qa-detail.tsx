import { useTranslation } from 'react-i18next';
import { contentApi } from '@marketlens/core/api';
import { AsideBox, ContentFrame } from '../../features/content/content-frame';
import { breadcrumbLd, ContentMeta } from '../../features/content/content-meta';
import { goTo, idOf, notFound, orMissing, pageRequest } from '../../features/content/content-data.server';
import { day, questionHref, useCommunityBase, QuestionItems, PrevNext, LinkList } from '../../features/content/items';
import { PlainText } from '../../features/content/plain-text';
import { PostImages } from '../../features/content/qa-images';
import { AnswerForm, EditQuestion, ReplyToggle, ReportButton } from '../../features/content/qa-writing-deferred';
import { inlineCss } from '../../lib/inline-css';
import { useLocalize } from '../../lib/lang';
import { useRuntimeConfig } from '../../lib/runtime-config';
import contentCss from '../../styles/content.css?url';
import type { Route } from './+types/qa-detail';

export const handle = inlineCss({ content: contentCss });

/** Rendered for every visit, never from the shared page cache: each reading is counted. */
export function headers() {
  return { 'Cache-Control': 'private, no-cache' };
}

/** A question with its answers and their replies; unknown or hidden ids are a 404; no id goes to the community. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { http, lang, path } = pageRequest(context, request);
  const community = path.startsWith('/m/') ? '/m/QACommunity' : '/QACommunity';
  if (!params.id) goTo(lang, community);
  const question = await orMissing(contentApi.questionDetail(http, { query: { id: idOf(params.id) } }, { verifyCode: false }));
  if (!question) notFound();
  // A question exists in the language it was asked in; another language's page goes to that language's community.
  if (question.lang !== lang) goTo(lang, community);
  return { question, community };
}

export default function QaDetailPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('content');
  const { siteOrigin } = useRuntimeConfig();
  const localize = useLocalize();
  const { question: q, community } = loaderData;
  const base = useCommunityBase();
  const crumbs = [
    { name: t('nav.home'), href: '/' },
    { name: t('lists.community.title'), href: community },
    { name: q.title, href: base + questionHref(q.id) },
  ];
  const link = (l: { id: number; title: string } | null | undefined) => (l ? { href: base + questionHref(l.id), title: l.title } : null);
  const answerLd = (a: { content: string; createdAt: string; author: { nickName: string } }) => ({
    '@type': 'Answer',
    text: a.content,
    dateCreated: a.createdAt,
    author: { '@type': 'Person', name: a.author.nickName },
  });
  return (
    <ContentFrame
      crumbs={crumbs}
      title={q.title}
      aside={
        <AsideBox title={t('aside.moreQuestions')}>
          <LinkList items={[{ href: `${community}#ask`, title: t('write.ask') }, { href: community, title: t('lists.community.title') }]} />
        </AsideBox>
      }
    >
      <ContentMeta
        title={q.title}
        description={q.excerpt}
        type="article"
        alternates={{ [q.lang]: questionHref(q.id) }}
        jsonLd={[
          breadcrumbLd(siteOrigin, crumbs, localize),
          {
            '@type': 'QAPage',
            mainEntity: {
              '@type': 'Question',
              name: q.title,
              text: q.content,
              answerCount: q.answerCount,
              dateCreated: q.createdAt,
              author: { '@type': 'Person', name: q.author.nickName },
              ...(q.answers.length ? { suggestedAnswer: q.answers.map(answerLd) } : {}),
            },
          },
        ]}
      />
      <article className="question" data-testid="question">
        <p className="item-meta">
          <span>{q.author.nickName}</span>
          <time dateTime={q.createdAt}>{day(q.createdAt)}</time>
          <span>{t('meta.views', { n: q.views })}</span>
        </p>
        <PlainText text={q.content} />
        <PostImages urls={q.images} />
        <div className="question-actions">
          <EditQuestion question={{ id: q.id, title: q.title, content: q.content, images: q.images, authorId: q.author.userId }} />
          <ReportButton kind="question" id={q.id} />
        </div>
      </article>
      <section aria-labelledby="answers-title" className="answers">
        <h2 id="answers-title">{t('qa.answers', { n: q.answers.length })}</h2>
        {q.answers.length === 0 ? <p className="empty-note">{t('empty.answers')}</p> : null}
        <ol className="answer-list">
          {q.answers.map((a) => (
            <li key={a.id} className="answer" data-testid="answer">
              <p className="item-meta">
                <span>{a.author.nickName}</span>
                <time dateTime={a.createdAt}>{day(a.createdAt)}</time>
              </p>
              <PlainText text={a.content} />
              <PostImages urls={a.images} />
              {a.replies.length ? (
                <ul className="reply-list" aria-label={t('qa.replies')}>
                  {a.replies.map((r) => (
                    <li key={r.id} className="reply" data-testid="reply">
                      <p className="item-meta">
                        <span>{r.author.nickName}</span>
                        <time dateTime={r.createdAt}>{day(r.createdAt)}</time>
                      </p>
                      <PlainText text={r.content} />
                      <PostImages urls={r.images} />
                    </li>
                  ))}
                </ul>
              ) : null}
              <div className="answer-actions">
                <ReplyToggle questionId={q.id} answerId={a.id} />
                <ReportButton kind="answer" id={a.id} />
              </div>
            </li>
          ))}
        </ol>
      </section>
      <section aria-labelledby="answer-title" className="ask-box">
        <h2 id="answer-title">{t('write.answer')}</h2>
        <AnswerForm questionId={q.id} />
      </section>
      <PrevNext prev={link(q.prev)} next={link(q.next)} />
      {q.related?.length ? (
        <section className="related" aria-labelledby="related-title">
          <h2 id="related-title">{t('related.questions')}</h2>
          <QuestionItems items={q.related} headingLevel={3} />
        </section>
      ) : null}
    </ContentFrame>
  );
}
