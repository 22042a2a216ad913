import { z } from 'zod';

/** The user object kept in the USER_STORE cookie, as a schema (for forms and the server's checks). */
export const storedUserSchema = z.looseObject({ userToken: z.string().min(1) });
