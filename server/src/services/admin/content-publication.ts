import type { adminContent } from '@marketlens/core/contract';

type Status = (typeof adminContent.CONTENT_STATUSES)[number];

/** What the site does with an item now: never shown (draft), shown later (scheduled) or shown. */
export function stateOf(status: Status, publishedAt: Date, now = new Date()): adminContent.ContentState {
  if (status === 'draft') return 'draft';
  return publishedAt.getTime() > now.getTime() ? 'scheduled' : 'published';
}

/** The state fields of a console row. */
export const stateFields = (r: { status: Status; publishedAt: Date; updatedAt: Date }) => ({
  status: r.status,
  state: stateOf(r.status, r.publishedAt),
  publishedAt: r.publishedAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

/**
 * The publication time to store: the one given; else an item that stays published (or stays a
 * draft) keeps its time, and an item published now (new, or a draft until now) gets the present.
 */
export function publicationTime(input: { status: Status; publishAt?: string | undefined }, before?: { status: Status; publishedAt: Date }): Date {
  if (input.publishAt) return new Date(input.publishAt);
  if (before && (before.status === 'published' || input.status === 'draft')) return before.publishedAt;
  return new Date();
}
