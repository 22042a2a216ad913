import { Hono } from 'hono';
import { content } from '@marketlens/core/contract';
import type { AppDeps, AppEnv } from '../context';
import { optionalUser, requireTokenPath, requireUser } from '../security/session';
import { refusePostingBan } from '../security/posting-ban';
import { getArticle, hotArticles, listArticles, setLike } from '../services/content/articles';
import { getCourse, getDictionary, getLesson, getPage, listCourses, listPages, listWindows, nextLive, setProgress } from '../services/content/college';
import { getQuestion, hotQuestions, listQuestions, publications, reply, reportItem, saveQuestion, type SaveOutcome } from '../services/content/questions';
import { bodyOf, ok, queryOf, refuse } from './report/answer';
import type { Context } from 'hono';

/** Content calls under the default base `/api` (articles, Q&A, college, dictionaries, banners). */
export function contentRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const { db } = deps;
  const origin = deps.runtimeConfig.apiOrigin;
  const found = <T, E extends AppEnv>(c: Context<E>, data: T | undefined) => (data === undefined ? refuse(c, 404, 404, 'notFound') : ok(c, data));
  const saved = <E extends AppEnv>(c: Context<E>, r: SaveOutcome) =>
    r.kind === 'ok'
      ? ok(c, { id: r.id })
      : r.kind === 'notAuthor'
        ? refuse(c, 403, content.CONTENT_CODES.notAuthor, 'notAuthor')
        : r.kind === 'rateLimited'
          ? refuse(c, 200, content.CONTENT_CODES.rateLimited, 'postTooOften', { perMinute: content.CONTENT_LIMITS.postsPerMinute, perDay: content.CONTENT_LIMITS.postsPerDay })
          : r.kind === 'imageUnknown'
            ? refuse(c, 400, content.CONTENT_CODES.imageUnknown, 'imageUnknown')
            : refuse(c, 404, 404, 'notFound');

  app.get(content.articleList.path, async (c) => {
    const q = queryOf(content.articleList, c);
    return ok(c, await listArticles(db, origin, { ...q, lang: q.lang ?? 'zh' }));
  });
  app.get(content.articleDetail.path, optionalUser(), async (c) => found(c, await getArticle(db, origin, queryOf(content.articleDetail, c).id, c.var.user?.userId)));
  app.post(content.likeOrCancel.path, requireTokenPath(), async (c) => {
    const body = await bodyOf(content.likeOrCancel, c);
    return found(c, await setLike(db, c.var.user.userId, body.articleId, body.like));
  });
  app.get(content.hotArticleInfoList.path, async (c) => {
    const q = queryOf(content.hotArticleInfoList, c);
    const page = { lang: q.lang ?? 'zh', pageNum: q.pageNum, pageSize: q.pageSize };
    return ok(c, q.isArticle === 1 ? await hotArticles(db, page) : await hotQuestions(db, page));
  });

  app.get(content.questionList.path, optionalUser(), async (c) => {
    const q = queryOf(content.questionList, c);
    if (q.mine === 1 && !c.var.user) return ok(c, { list: [], total: 0 });
    return ok(c, await listQuestions(db, { ...q, lang: q.lang ?? 'zh', userId: q.mine === 1 ? c.var.user?.userId : undefined }));
  });
  app.get(content.questionDetail.path, optionalUser(), async (c) => found(c, await getQuestion(db, queryOf(content.questionDetail, c).id, c.var.user?.userId, origin)));
  app.post(content.questionAddOrUpdate.path, requireTokenPath(), refusePostingBan(), async (c) => saved(c, await saveQuestion(db, c.var.user.userId, await bodyOf(content.questionAddOrUpdate, c))));
  app.post(content.replyQuestion.path, requireTokenPath(), refusePostingBan(), async (c) => saved(c, await reply(db, c.var.user.userId, await bodyOf(content.replyQuestion, c))));
  app.post(content.pubRecord.path, requireTokenPath(), async (c) => ok(c, await publications(db, c.var.user.userId, await bodyOf(content.pubRecord, c))));
  app.post(content.reportContent.path, requireUser(), async (c) => found(c, await reportItem(db, c.var.user.userId, await bodyOf(content.reportContent, c))));

  app.get(content.courseList.path, async (c) => ok(c, await listCourses(db, origin, queryOf(content.courseList, c).lang ?? 'zh')));
  app.get(content.courseDetail.path, optionalUser(), async (c) => found(c, await getCourse(db, origin, queryOf(content.courseDetail, c).id, c.var.user?.userId)));
  app.post(content.lessonProgress.path, requireUser(), async (c) => {
    const body = await bodyOf(content.lessonProgress, c);
    return found(c, await setProgress(db, c.var.user.userId, body.lessonId, body.done));
  });
  app.get(content.lessonDetail.path, async (c) => found(c, await getLesson(db, queryOf(content.lessonDetail, c).id)));
  app.get(content.pageList.path, async (c) => {
    const q = queryOf(content.pageList, c);
    return ok(c, await listPages(db, q.kind, q.lang ?? 'zh'));
  });
  app.get(content.pageDetail.path, async (c) => found(c, await getPage(db, queryOf(content.pageDetail, c).id)));

  app.get(content.dictionariesOne.path, async (c) => {
    const q = queryOf(content.dictionariesOne, c);
    return found(c, await getDictionary(db, q.dictionariesKey, q.userIdentity, q.lang ?? 'zh'));
  });
  app.get(content.frontImgWindowList.path, async (c) => {
    const q = queryOf(content.frontImgWindowList, c);
    return ok(c, await listWindows(db, origin, q.showAddress, q.lang ?? 'zh'));
  });
  app.get(content.newLiveNotice.path, async (c) => ok(c, await nextLive(db, queryOf(content.newLiveNotice, c).lang ?? 'zh')));
  app.get(content.versionUpdate.path, async (c) => {
    const entry = await getDictionary(db, 'extensionVersion', 'guest', queryOf(content.versionUpdate, c).lang ?? 'zh');
    return found(c, entry ? content.versionUpdate.response.shape.data.parse(JSON.parse(entry.dictionariesValue)) : undefined);
  });
  return app;
}
