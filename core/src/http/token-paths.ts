/** The five paths that carry Authorization and Control-T (spec section 7); no other path does. */
export const TOKEN_PATHS = Object.freeze([
  '/public/uploadImg',
  '/queAndAns/addOrUpdate',
  '/queAndAns/pubRecord',
  '/queAndAns/replyQuestion',
  '/article/likeOrCancel',
] as const);

/** True when a request path contains one of the five token paths. */
export function isTokenPath(path: string): boolean {
  return TOKEN_PATHS.some((p) => path.includes(p));
}
