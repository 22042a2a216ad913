/** Limits of the Q&A community (documented in the server README). */
export const CONTENT_LIMITS = Object.freeze({
  titleMax: 120,
  contentMax: 5000,
  /** Questions, answers and replies one member may post per minute and per day. */
  postsPerMinute: 5,
  postsPerDay: 60,
  /** The same text posted again by the same member within this window is the same post. */
  duplicateWindowMs: 10 * 60_000,
  /** A question or answer is hidden after reports by this many members, until an operator looks. */
  hideAfterReports: 3,
  reasonMax: 200,
  /** Images one question, answer or reply may carry (uploaded through /public/uploadImg first). */
  imagesMax: 4,
});

/** A stored upload's name, as the last segment of the url the upload answered: its hash and type. */
export const UPLOAD_NAME = /^[0-9a-f]{64}\.(png|jpg|gif|webp)$/;

/** Largest accepted image, in bytes. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
/** Image types accepted, recognised by their bytes, not by name or declared type. */
export const UPLOAD_TYPES = Object.freeze(['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const);
