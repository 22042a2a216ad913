import { z } from 'zod';

/** Every response carries a business code (200 = success) and a message. */
export const envelope = <T extends z.ZodRawShape>(shape: T) =>
  z.object({ code: z.number().int(), message: z.string().optional(), ...shape });
