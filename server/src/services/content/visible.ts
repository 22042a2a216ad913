import { and, eq, lte, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { renderMarkdown } from '@marketlens/core/markdown';

/**
 * What the site may show: published, and its publication time has passed. Checked on every read
 * against the database clock, so a scheduled item appears by itself when its time comes; guests'
 * rendered pages are kept at most PAGE_CACHE_TTL_MS (60 s), so it shows there within a minute.
 */
export const visible = (t: { status: PgColumn; publishedAt: PgColumn }): SQL => and(eq(t.status, 'published'), lte(t.publishedAt, sql`now()`)) as SQL;

/** The site's HTML of a stored Markdown body. */
export const bodyHtml = (markdown: string): string => renderMarkdown(markdown);
