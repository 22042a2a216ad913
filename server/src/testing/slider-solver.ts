import { PNG } from 'pngjs';

/**
 * An image-only solver of the slider puzzle, written the way published slider solvers work: the
 * piece's outline (the edge of its alpha) is matched against the edges of the background by
 * normalised cross-correlation (OpenCV's `matchTemplate(TM_CCOEFF_NORMED)` on Canny/Sobel edges),
 * on the piece's own rows, and the best-matching x is the answer. It reads nothing but the two PNGs.
 */
export function solveFromImages(backgroundUrl: string, pieceUrl: string): number {
  const bg = decode(backgroundUrl);
  const piece = decode(pieceUrl);
  const alpha = (x: number, y: number) => (x < 0 || y < 0 || x >= piece.width || y >= piece.height ? 0 : (piece.data[(y * piece.width + x) * 4 + 3] ?? 0));

  // The template: the piece's outline, the opaque pixels with a transparent neighbour.
  let top = piece.height;
  let bottom = -1;
  const outline: [number, number][] = [];
  for (let y = 0; y < piece.height; y++) {
    for (let x = 0; x < piece.width; x++) {
      if (alpha(x, y) < 128) continue;
      top = Math.min(top, y);
      bottom = Math.max(bottom, y);
      if (alpha(x - 1, y) < 128 || alpha(x + 1, y) < 128 || alpha(x, y - 1) < 128 || alpha(x, y + 1) < 128) outline.push([x, y]);
    }
  }
  if (bottom < 0) return 0;
  const h = bottom - top + 1;
  const w = piece.width;
  const template = new Float64Array(w * h);
  for (const [x, y] of outline) template[(y - top) * w + x] = 1;

  // The background's edges: Sobel gradient magnitude of its luminance.
  const lum = new Float64Array(bg.width * bg.height);
  for (let i = 0; i < lum.length; i++) lum[i] = 0.299 * (bg.data[i * 4] ?? 0) + 0.587 * (bg.data[i * 4 + 1] ?? 0) + 0.114 * (bg.data[i * 4 + 2] ?? 0);
  const at = (x: number, y: number) => lum[Math.min(bg.height - 1, Math.max(0, y)) * bg.width + Math.min(bg.width - 1, Math.max(0, x))] ?? 0;
  const edges = new Float64Array(bg.width * bg.height);
  for (let y = 0; y < bg.height; y++) {
    for (let x = 0; x < bg.width; x++) {
      const gx = at(x + 1, y - 1) + 2 * at(x + 1, y) + at(x + 1, y + 1) - at(x - 1, y - 1) - 2 * at(x - 1, y) - at(x - 1, y + 1);
      const gy = at(x - 1, y + 1) + 2 * at(x, y + 1) + at(x + 1, y + 1) - at(x - 1, y - 1) - 2 * at(x, y - 1) - at(x + 1, y - 1);
      edges[y * bg.width + x] = Math.hypot(gx, gy);
    }
  }

  // TM_CCOEFF_NORMED of the template against each window on the piece's rows (a pixel or two of slack).
  const n = w * h;
  const tMean = template.reduce((a, v) => a + v, 0) / n;
  let tNorm = 0;
  for (const v of template) tNorm += (v - tMean) ** 2;
  let best = { x: 0, score: Number.NEGATIVE_INFINITY };
  for (let oy = Math.max(0, top - 2); oy <= Math.min(bg.height - h, top + 2); oy++) {
    for (let ox = 0; ox + w <= bg.width; ox++) {
      let sum = 0;
      let sq = 0;
      let cross = 0;
      for (let y = 0; y < h; y++) {
        for (let x = 0; x < w; x++) {
          const e = edges[(oy + y) * bg.width + ox + x] ?? 0;
          sum += e;
          sq += e * e;
          cross += e * ((template[y * w + x] ?? 0) - tMean);
        }
      }
      const eVar = sq - (sum * sum) / n;
      const score = eVar > 0 ? cross / Math.sqrt(eVar * tNorm) : 0;
      if (score > best.score) best = { x: ox, score };
    }
  }
  return best.x;
}

function decode(dataUrl: string): PNG {
  return PNG.sync.read(Buffer.from(dataUrl.replace(/^data:image\/png;base64,/, ''), 'base64'));
}

const luminance = (png: PNG, i: number) => 0.299 * (png.data[i * 4] ?? 0) + 0.587 * (png.data[i * 4 + 1] ?? 0) + 0.114 * (png.data[i * 4 + 2] ?? 0);
const opaqueIn = (piece: PNG) => (x: number, y: number) =>
  x >= 0 && y >= 0 && x < piece.width && y < piece.height && (piece.data[(y * piece.width + x) * 4 + 3] ?? 0) > 128;

/** The rows of the piece's square: below its top knob, from the strip's opaque pixels in its first column. */
function squareRows(piece: PNG): { top: number; bottom: number } {
  const opaque = opaqueIn(piece);
  let top = -1;
  let bottom = -1;
  for (let y = 0; y < piece.height; y++) {
    if (!opaque(1, y)) continue;
    if (top < 0) top = y;
    bottom = y;
  }
  return { top: Math.max(0, top), bottom: Math.max(0, bottom) };
}

/**
 * The simplest image analysis: the gap is shaded, so the darkest piece-sized window on the piece's
 * rows is taken for it.
 */
export function solveByDarkness(backgroundUrl: string, pieceUrl: string): number {
  const bg = decode(backgroundUrl);
  const { top, bottom } = squareRows(decode(pieceUrl));
  const size = bottom - top + 1;
  let best = { x: 0, score: Number.POSITIVE_INFINITY };
  for (let x = 0; x + size <= bg.width; x++) {
    let sum = 0;
    for (let y = top + 4; y <= bottom - 4; y += 2) for (let dx = 4; dx < size - 4; dx += 2) sum += luminance(bg, y * bg.width + x + dx);
    if (sum < best.score) best = { x, score: sum };
  }
  return best.x;
}

/**
 * A solver that checks how the piece continues the scenery: each pixel a little inside the piece's
 * edge against the background's pixel `reach` pixels outside the hole's edge, in colour, at each x;
 * the smallest difference wins. It is how a person checks the fit, written down.
 */
export function solveByFit(backgroundUrl: string, pieceUrl: string, reach = 3): number {
  const bg = decode(backgroundUrl);
  const piece = decode(pieceUrl);
  const opaque = opaqueIn(piece);
  const pairs: { x: number; y: number; rgb: number[] }[] = [];
  for (let y = 0; y < piece.height; y++) {
    for (let x = 0; x < piece.width; x++) {
      if (!opaque(x, y)) continue;
      // The way out: towards the transparent pixels within 3 px; the edge's own pixel (the piece's rim) is skipped.
      let [nx, ny, rim] = [0, 0, false];
      for (let dy = -3; dy <= 3; dy++) {
        for (let dx = -3; dx <= 3; dx++) {
          if (opaque(x + dx, y + dy)) continue;
          [nx, ny] = [nx + dx, ny + dy];
          rim ||= Math.abs(dx) <= 1 && Math.abs(dy) <= 1;
        }
      }
      const len = Math.hypot(nx, ny);
      if (rim || len === 0) continue;
      const i = (y * piece.width + x) * 4;
      pairs.push({ x: Math.round(x + (nx / len) * (reach + 3)), y: Math.round(y + (ny / len) * (reach + 3)), rgb: [piece.data[i] ?? 0, piece.data[i + 1] ?? 0, piece.data[i + 2] ?? 0] });
    }
  }
  let best = { x: 0, cost: Number.POSITIVE_INFINITY };
  for (let ox = 0; ox + piece.width <= bg.width; ox++) {
    let cost = 0;
    let n = 0;
    for (const p of pairs) {
      const bx = ox + p.x;
      if (bx < 0 || bx >= bg.width || p.y < 0 || p.y >= bg.height) continue;
      const i = (p.y * bg.width + bx) * 4;
      cost += Math.abs((bg.data[i] ?? 0) - (p.rgb[0] ?? 0)) + Math.abs((bg.data[i + 1] ?? 0) - (p.rgb[1] ?? 0)) + Math.abs((bg.data[i + 2] ?? 0) - (p.rgb[2] ?? 0));
      n++;
    }
    if (n > 0 && cost / n < best.cost) best = { x: ox, cost: cost / n };
  }
  return best.x;
}

/**
 * A solver that compares pictures instead: the piece's inner pixels against the background at each
 * x on the piece's rows, by the correlation of their brightness (a shaded gap keeps the pattern of
 * the scenery it was cut from). It is what an attacker writes once the outline match fails.
 */
export function solveByPicture(backgroundUrl: string, pieceUrl: string): number {
  const bg = decode(backgroundUrl);
  const piece = decode(pieceUrl);
  const lum = luminance;
  const opaque = opaqueIn(piece);
  const inner: { x: number; y: number; v: number }[] = [];
  for (let y = 0; y < piece.height; y++) {
    for (let x = 0; x < piece.width; x++) {
      if ([-2, 0, 2].every((dx) => [-2, 0, 2].every((dy) => opaque(x + dx, y + dy)))) inner.push({ x, y, v: lum(piece, y * piece.width + x) });
    }
  }
  const n = inner.length;
  if (n === 0) return 0;
  const pMean = inner.reduce((a, p) => a + p.v, 0) / n;
  let best = { x: 0, score: Number.NEGATIVE_INFINITY };
  for (let ox = 0; ox + piece.width <= bg.width; ox++) {
    let sum = 0;
    let sq = 0;
    let cross = 0;
    let pSq = 0;
    for (const p of inner) {
      const b = lum(bg, p.y * bg.width + ox + p.x);
      sum += b;
      sq += b * b;
      cross += b * (p.v - pMean);
      pSq += (p.v - pMean) ** 2;
    }
    const bVar = sq - (sum * sum) / n;
    const score = bVar > 0 ? cross / Math.sqrt(bVar * pSq) : 0;
    if (score > best.score) best = { x: ox, score };
  }
  return best.x;
}
