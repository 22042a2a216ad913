import { renderSVG } from 'uqr';

/** A QR code of `text` as a data: URL of an SVG image (no image files to store or serve). */
export function qrDataUrl(text: string): string {
  return `data:image/svg+xml;base64,${Buffer.from(renderSVG(text, { border: 2 })).toString('base64')}`;
}
