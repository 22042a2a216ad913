import { isAxiosError } from 'axios';
import { ZodError } from 'zod';
import { PipelineError } from '@marketlens/core/http';
import type { Failure } from './messages';
import { UnreachableError } from './runtime-config';

/** Thrown for a call that needs a logged-in user when nobody is logged in (the server would answer 401). */
export class LoginRequiredError extends Error {}

/** Classifies an error of an API call into what the UI can explain and offer a retry for. */
export function failureOf(error: unknown): Failure {
  if (error instanceof ZodError) return 'invalid';
  if (error instanceof UnreachableError) return 'unreachable';
  if (error instanceof LoginRequiredError) return 'loggedOut';
  if (error instanceof PipelineError) return error.reason === 'session-ended' ? 'loggedOut' : 'server';
  if (isAxiosError(error)) {
    if (error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT') return 'timeout';
    const status = error.response?.status;
    if (status === undefined) return 'unreachable';
    if (status === 401 || status === 403) return 'loggedOut';
    return 'server';
  }
  return 'server';
}
