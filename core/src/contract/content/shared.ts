import { z } from 'zod';
import { CONTENT_LIMITS, UPLOAD_NAME } from '../../constants/content';
import { intParam } from '../report';

// Parts the content calls share; not part of the contract's surface.

export const imageNames = z.array(z.string().regex(UPLOAD_NAME)).max(CONTENT_LIMITS.imagesMax).default([]);

// Bodies are Markdown, rendered by the server (core/markdown: raw HTML shown as text, links and images
// only http(s) or on the site), so stored text can never run as script.
export const safeHtml = z.string();
export const idParam = intParam().positive();
export const paged = <T extends z.ZodType>(row: T) => z.object({ list: z.array(row), total: z.number().int() });
export const linkSchema = z.object({ id: z.number().int(), title: z.string() });
export const langSchema = z.enum(['zh', 'en', 'ru']);
export const plainText = (max: number) => z.string().trim().min(1).max(max);
