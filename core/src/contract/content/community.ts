import { z } from 'zod';
import { defineCall } from '../define';
import { envelope } from '../envelope';
import { CONTENT_LIMITS } from '../../constants/content';
import { intParam, langParam, pageParams } from '../report';
import { idParam, imageNames, linkSchema, paged, plainText } from './shared';

/** Business codes of the content calls beyond 200 (documented in the server README). */
export const CONTENT_CODES = Object.freeze({
  /** addOrUpdate: only the author may change a question. */
  notAuthor: 20_101,
  /** addOrUpdate / replyQuestion: the member posted too often; try again later. */
  rateLimited: 20_102,
  /** addOrUpdate / replyQuestion: an attached image is not a stored upload. */
  imageUnknown: 20_103,
});

// ---- Q&A community ----

const authorSchema = z.object({ userId: z.number().int().nullable(), nickName: z.string() });

export const questionSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  excerpt: z.string(),
  author: authorSchema,
  answerCount: z.number().int(),
  views: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type QuestionSummary = z.infer<typeof questionSummarySchema>;

/** Images of a post: the urls they are served from, in the order attached. */
const imageUrls = z.array(z.string()).default([]);
export const replySchema = z.object({ id: z.number().int(), content: z.string(), images: imageUrls, author: authorSchema, createdAt: z.string() });
export const answerSchema = replySchema.extend({ replies: z.array(replySchema) });
export type Answer = z.infer<typeof answerSchema>;

export const questionSchema = questionSummarySchema.extend({
  content: z.string(),
  images: imageUrls,
  lang: z.enum(['zh', 'en', 'ru']),
  answers: z.array(answerSchema),
  /** The previous (older) and next (newer) question of the same language. */
  prev: linkSchema.nullable().optional(),
  next: linkSchema.nullable().optional(),
  related: z.array(questionSummarySchema).optional(),
});
export type Question = z.infer<typeof questionSchema>;

/** GET /queAndAns/list: questions in one language, newest activity first, optionally matching `keyword`. */
export const questionList = defineCall({
  service: 'default',
  method: 'GET',
  path: '/queAndAns/list',
  query: z.object({
    lang: langParam,
    keyword: z.string().trim().max(100).optional(),
    /** newest: latest activity first; answers: most answered first. */
    order: z.enum(['newest', 'answers']).default('newest'),
    /** 1: only the signed-in member's questions (the session cookie). */
    mine: intParam().min(0).max(1).default(0),
    ...pageParams,
  }),
  response: envelope({ data: paged(questionSummarySchema) }),
});

/** GET /queAndAns/detail: a question with its answers and their replies; counts a view. */
export const questionDetail = defineCall({
  service: 'default',
  method: 'GET',
  path: '/queAndAns/detail',
  query: z.object({ id: idParam }),
  response: envelope({ data: questionSchema }),
});

/** POST /queAndAns/addOrUpdate: asks a question (no id) or edits the user's own question (id). */
export const questionAddOrUpdate = defineCall({
  service: 'default',
  method: 'POST',
  path: '/queAndAns/addOrUpdate',
  token: true,
  body: z.object({ id: z.number().int().positive().optional(), title: plainText(CONTENT_LIMITS.titleMax), content: plainText(CONTENT_LIMITS.contentMax), images: imageNames, lang: z.enum(['zh', 'en', 'ru']).default('zh') }),
  response: envelope({ data: z.object({ id: z.number().int() }) }),
});

/** POST /queAndAns/replyQuestion: answers a question, or replies to an answer when answerId is given. */
export const replyQuestion = defineCall({
  service: 'default',
  method: 'POST',
  path: '/queAndAns/replyQuestion',
  token: true,
  body: z.object({ questionId: z.number().int().positive(), answerId: z.number().int().positive().optional(), content: plainText(CONTENT_LIMITS.contentMax), images: imageNames }),
  response: envelope({ data: z.object({ id: z.number().int() }) }),
});

export const pubRecordSchema = z.object({
  kind: z.enum(['question', 'answer', 'reply']),
  id: z.number().int(),
  questionId: z.number().int(),
  questionTitle: z.string(),
  content: z.string(),
  createdAt: z.string(),
});
export type PubRecord = z.infer<typeof pubRecordSchema>;

/** POST /queAndAns/pubRecord: what the signed-in user has published (questions, answers, replies), newest first. */
export const pubRecord = defineCall({
  service: 'default',
  method: 'POST',
  path: '/queAndAns/pubRecord',
  token: true,
  body: z.object({ pageNum: z.number().int().min(1).max(10_000).default(1), pageSize: z.number().int().min(1).max(50).default(10) }),
  response: envelope({ data: paged(pubRecordSchema) }),
});

/** POST /queAndAns/report: a member reports a question or an answer (once per member and item). */
export const reportContent = defineCall({
  service: 'default',
  method: 'POST',
  path: '/queAndAns/report',
  body: z.object({ kind: z.enum(['question', 'answer']), id: z.number().int().positive(), reason: plainText(CONTENT_LIMITS.reasonMax) }),
  response: envelope({ data: z.object({ reported: z.boolean(), hidden: z.boolean() }) }),
});
