import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { imageSize } from 'image-size';
import type { upload } from '@marketlens/core/contract';
import type { Db } from '../../db/client';
import { uploads } from '../../db/schema/content';
import { runTask } from '../../workers/pool';
import { EXTENSION, sniffImageType, TYPE_OF_EXTENSION } from './image-type';

/** Longest side of an image after `imgeUpload` resizes it. */
export const RESIZED_MAX_SIDE = 1024;
/** Most pixels an accepted image may have: decoding is width × height × 4 bytes of memory. */
export const MAX_DECODED_PIXELS = 40_000_000;
/** Longest side an accepted image may have, whatever its pixel count. */
export const MAX_IMAGE_SIDE = 10_000;

type ImageType = (typeof upload.UPLOAD_TYPES)[number];
export type ImageRefusal = 'notImage' | 'tooManyPixels';

/**
 * The checks every upload path makes, from the bytes only: the type by its first bytes, then the
 * size its header announces (nothing is decoded): each side at most MAX_IMAGE_SIDE and at most
 * MAX_DECODED_PIXELS in all.
 */
export function inspectImage(bytes: Uint8Array): { type: ImageType; width: number; height: number } | ImageRefusal {
  const type = sniffImageType(bytes);
  if (!type) return 'notImage';
  let size: { width?: number | undefined; height?: number | undefined };
  try {
    size = imageSize(bytes);
  } catch {
    return 'notImage';
  }
  if (!size.width || !size.height) return 'notImage';
  if (size.width > MAX_IMAGE_SIDE || size.height > MAX_IMAGE_SIDE || size.width * size.height > MAX_DECODED_PIXELS) return 'tooManyPixels';
  return { type, width: size.width, height: size.height };
}

/**
 * The upload service's one entry: checks an image (inspectImage) and, when `resize`, scales it
 * down to RESIZED_MAX_SIDE (never up) in the worker pool and re-encodes it, which also drops its
 * metadata. 'notImage' when it is not an accepted image or does not decode, 'tooManyPixels' when
 * it is too large.
 */
export async function prepareImage(bytes: Uint8Array, resize: boolean): Promise<{ bytes: Uint8Array; type: ImageType } | ImageRefusal> {
  const checked = inspectImage(bytes);
  if (typeof checked === 'string') return checked;
  if (!resize) return { bytes, type: checked.type };
  const out = await runTask({ kind: 'resize', bytes, type: checked.type, maxSide: RESIZED_MAX_SIDE });
  if (!out) return 'notImage';
  return { bytes: out.bytes, type: out.type as ImageType };
}

/** Folder of uploaded images under the data folder. */
export const uploadsDir = (dataDir: string) => path.join(dataDir, 'uploads');

/**
 * Stores an image under a name derived from its bytes (the same image is stored once) and records it.
 * Returns undefined when the bytes are not an accepted image (inspectImage).
 */
export async function storeImage(db: Db, dataDir: string, bytes: Uint8Array, userId: number | null): Promise<Omit<upload.Uploaded, 'url'> & { name: string } | undefined> {
  // The checks of prepareImage hold here too, for whichever path stores.
  const checked = inspectImage(bytes);
  if (typeof checked === 'string') return undefined;
  const type = checked.type;
  const name = `${createHash('sha256').update(bytes).digest('hex')}.${EXTENSION[type]}`;
  const dir = uploadsDir(dataDir);
  await fs.mkdir(dir, { recursive: true });
  const file = path.join(dir, name);
  // Written to a temporary name first so a reader never sees half a file.
  const temp = `${file}.${process.pid}.${Date.now()}.part`;
  await fs.writeFile(temp, bytes);
  await fs.rename(temp, file);
  await db.insert(uploads).values({ name, userId, type, size: bytes.byteLength }).onConflictDoNothing();
  return { name, type, size: bytes.byteLength };
}

/** Reads a stored image by its name; undefined for names that are not stored images. */
export async function readImage(dataDir: string, name: string): Promise<{ bytes: Buffer; type: string } | undefined> {
  const match = /^[0-9a-f]{64}\.(png|jpg|gif|webp)$/.exec(name);
  const type = match?.[1] ? TYPE_OF_EXTENSION[match[1]] : undefined;
  if (!type) return undefined;
  try {
    return { bytes: await fs.readFile(path.join(uploadsDir(dataDir), name)), type };
  } catch {
    return undefined;
  }
}
