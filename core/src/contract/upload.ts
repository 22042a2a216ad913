import { z } from 'zod';
import { defineCall } from './define';
import { envelope } from './envelope';
import { UPLOAD_TYPES } from '../constants/content';

export { MAX_UPLOAD_BYTES, UPLOAD_TYPES } from '../constants/content';

/** Business codes of the uploads beyond 200 (documented in the server README). */
export const UPLOAD_CODES = Object.freeze({
  /** The form has no `file` field. */
  missingFile: 20_201,
  /** The bytes are not a PNG, JPEG, GIF or WebP image. */
  notImage: 20_202,
  /** Larger than MAX_UPLOAD_BYTES, or more pixels than may be decoded (HTTP 413). */
  tooLarge: 20_203,
  /** The user's stored images would pass their storage quota (HTTP 403). */
  quotaFull: 20_204,
});

// Multipart bodies are built by the caller; the schema only checks a FormData is handed over.
const formBody = z.custom<FormData>((v) => typeof FormData !== 'undefined' && v instanceof FormData);

export const uploadedSchema = z.object({
  /** Where the image is served from (path under the API origin). */
  url: z.string(),
  type: z.enum(UPLOAD_TYPES),
  size: z.number().int(),
});
export type Uploaded = z.infer<typeof uploadedSchema>;

/** POST /file/imgeUpload (identity base): an image, form field `file` (feedback screenshots, avatars). */
export const imgeUpload = defineCall({
  service: 'identity',
  method: 'POST',
  path: '/file/imgeUpload',
  body: formBody,
  response: envelope({ data: uploadedSchema }),
});

/** POST /file/imageUploadNoResize (identity base): as imgeUpload, for images that must keep every pixel (image search); the server never alters stored bytes. */
export const imageUploadNoResize = defineCall({
  service: 'identity',
  method: 'POST',
  path: '/file/imageUploadNoResize',
  body: formBody,
  response: envelope({ data: uploadedSchema }),
});

/** POST /public/uploadImg (identity base, token path): an image for a question or answer of the signed-in user. */
export const uploadImg = defineCall({
  service: 'identity',
  method: 'POST',
  path: '/public/uploadImg',
  token: true,
  body: formBody,
  response: envelope({ data: uploadedSchema }),
});
