import { isAxiosError } from 'axios';
import { ZodError } from 'zod';
import type { Failure } from './messages';

/** Classifies an error of an API call into what the UI can explain and offer a retry for. */
export function failureOf(error: unknown): Failure {
  if (error instanceof ZodError) return 'invalid';
  if (isAxiosError(error)) {
    if (error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT') return 'timeout';
    const status = error.response?.status;
    if (status === undefined) return 'unreachable';
    if (status === 401 || status === 403) return 'loggedOut';
    return 'server';
  }
  return 'server';
}
