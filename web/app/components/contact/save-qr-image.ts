import { downloadBlob } from '@marketlens/ui/download';
import { canDownloadImages } from './browser-support';

/** Saved QR images are capped at 400×400 (spec), whatever size the source is. */
export const SAVED_QR_MAX_PX = 400;

export type SaveResult = 'saved' | 'unsupported' | 'failed';

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const img = new Image();
    // Remote QR codes must allow reading back the canvas; data: URLs are unaffected.
    if (!src.startsWith('data:')) img.crossOrigin = 'anonymous';
    img.onload = () => resolve(img);
    img.onerror = () => reject(new Error('QR image failed to load'));
    img.src = src;
  });
}

/** The drawn size: the image's own size scaled down to fit 400×400; SVGs without a size fill it. */
export function cappedSize(width: number, height: number): { width: number; height: number } {
  if (!width || !height) return { width: SAVED_QR_MAX_PX, height: SAVED_QR_MAX_PX };
  const scale = Math.min(1, SAVED_QR_MAX_PX / width, SAVED_QR_MAX_PX / height);
  return { width: Math.round(width * scale), height: Math.round(height * scale) };
}

/** Draws a QR image on a white canvas and downloads it as a PNG file. */
export async function saveQrImage(src: string, fileName: string): Promise<SaveResult> {
  if (!canDownloadImages()) return 'unsupported';
  try {
    const img = await loadImage(src);
    const size = cappedSize(img.naturalWidth, img.naturalHeight);
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const ctx = canvas.getContext('2d');
    if (!ctx) return 'unsupported';
    // A transparent background would make the code unreadable in dark photo viewers.
    ctx.fillStyle = '#fff';
    ctx.fillRect(0, 0, size.width, size.height);
    ctx.drawImage(img, 0, 0, size.width, size.height);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
    if (!blob) return 'failed';
    downloadBlob(fileName, blob);
    return 'saved';
  } catch {
    return 'failed';
  }
}
