import { randomInt } from 'node:crypto';
import { PNG } from 'pngjs';

/** Size of the slider puzzle in pixels. */
export const PUZZLE = Object.freeze({ width: 320, height: 160, piece: 48 });

/** The piece's knobs stick out by a fifth of its size; the piece image is this much wider than the piece. */
const KNOB = PUZZLE.piece / 5;
export const PIECE_IMAGE_WIDTH = Math.round(PUZZLE.piece + KNOB * 2);

type Rgb = [number, number, number];
type Mask = (px: number, py: number) => boolean;

/**
 * Where the gap and decoys lie comes from the system's secure source (randomInt). Colours, shapes and grain come from a fast generator seeded from the secure source for each
 * puzzle (mulberry32): tens of thousands of draws per image.
 */
function paintRandom(): (min: number, max: number) => number {
  let a = randomInt(0, 2 ** 32 - 1);
  return (min, max) => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return min + (((t ^ (t >>> 14)) >>> 0) / 4294967296) * (max - min);
  };
}
let rand = paintRandom();
const clamp = (v: number) => (v < 0 ? 0 : v > 255 ? 255 : Math.round(v));

function hsl(h: number, s: number, l: number): Rgb {
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    return 255 * (l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1)));
  };
  return [f(0), f(8), f(4)];
}

/**
 * A jigsaw piece whose square's top-left corner is at (x, y): a knob on top and one on the right,
 * or, for `flipped` (used by decoys), at the bottom and on the left.
 */
function pieceMask(x: number, y: number, flipped = false): Mask {
  const s = PUZZLE.piece;
  const k = KNOB;
  const knobs = flipped
    ? [
        [x + s / 2, y + s],
        [x, y + s / 2],
      ]
    : [
        [x + s / 2, y],
        [x + s, y + s / 2],
      ];
  return (px, py) => {
    if (px >= x && px < x + s && py >= y && py < y + s) return true;
    return knobs.some(([cx, cy]) => (px - (cx ?? 0)) ** 2 + (py - (cy ?? 0)) ** 2 <= k * k);
  };
}

/** Pixels on the rim of a mask: inside, with a neighbour outside. */
const onRim = (mask: Mask, px: number, py: number) => mask(px, py) && (!mask(px - 1, py) || !mask(px + 1, py) || !mask(px, py - 1) || !mask(px, py + 1));

/** A painted scenery: a two-colour gradient, soft discs and bars, and grain on every pixel. */
function scenery(): Uint8ClampedArray {
  const { width, height } = PUZZLE;
  const px = new Uint8ClampedArray(width * height * 3);
  const hue = Math.floor(rand(0, 360));
  const from = hsl(hue, 0.55, rand(0.45, 0.65));
  const to = hsl((hue + rand(90, 200)) % 360, 0.55, rand(0.3, 0.5));
  const angle = rand(0, Math.PI);
  const [ux, uy] = [Math.cos(angle), Math.sin(angle)];
  const span = Math.abs(ux) * width + Math.abs(uy) * height;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const p = Math.min(1, Math.max(0, (x * ux + y * uy + (ux < 0 ? -ux * width : 0) + (uy < 0 ? -uy * height : 0)) / span));
      const i = (y * width + x) * 3;
      for (let c = 0; c < 3; c++) px[i + c] = (from[c] ?? 0) * (1 - p) + (to[c] ?? 0) * p;
    }
  }
  for (let n = 0; n < 22; n++) {
    const colour = hsl(Math.floor(rand(0, 360)), rand(0.4, 0.8), rand(0.25, 0.8));
    const alpha = rand(0.25, 0.6);
    const disc = n % 3 !== 0;
    const cx = rand(-20, width + 20);
    const cy = rand(-20, height + 20);
    const r = rand(8, 42);
    const bw = rand(10, 90);
    const bh = rand(6, 40);
    const tilt = rand(0, Math.PI);
    const [c0, s0] = [Math.cos(tilt), Math.sin(tilt)];
    const reach = disc ? r : Math.hypot(bw, bh) / 2;
    for (let y = Math.max(0, Math.floor(cy - reach)); y < Math.min(height, Math.ceil(cy + reach)); y++) {
      for (let x = Math.max(0, Math.floor(cx - reach)); x < Math.min(width, Math.ceil(cx + reach)); x++) {
        const dx = x - cx;
        const dy = y - cy;
        const inside = disc ? dx * dx + dy * dy <= r * r : Math.abs(dx * c0 + dy * s0) <= bw / 2 && Math.abs(-dx * s0 + dy * c0) <= bh / 2;
        if (!inside) continue;
        const i = (y * width + x) * 3;
        for (let c = 0; c < 3; c++) px[i + c] = (px[i + c] ?? 0) * (1 - alpha) + (colour[c] ?? 0) * alpha;
      }
    }
  }
  // Grain in 2 × 2 cells: enough to blur every edge a detector looks for, and the image stays small.
  for (let y = 0; y < height; y += 2) {
    for (let x = 0; x < width; x += 2) {
      const grain = rand(-12, 12);
      for (const [gx, gy] of [[x, y], [x + 1, y], [x, y + 1], [x + 1, y + 1]] as const) {
        const i = (gy * width + gx) * 3;
        for (let c = 0; c < 3; c++) px[i + c] = (px[i + c] ?? 0) + grain;
      }
    }
  }
  return px;
}

/** Shades a gap into the scenery: darker inside, a light rim, each pixel with its own noise. */
function shadeGap(px: Uint8ClampedArray, mask: Mask, x0: number, y0: number, darkness: number): void {
  const { width, height } = PUZZLE;
  for (let y = Math.max(0, Math.floor(y0 - KNOB)); y < Math.min(height, Math.ceil(y0 + PUZZLE.piece + KNOB + 1)); y++) {
    for (let x = Math.max(0, Math.floor(x0 - KNOB)); x < Math.min(width, Math.ceil(x0 + PUZZLE.piece + KNOB + 1)); x++) {
      if (!mask(x, y)) continue;
      const i = (y * width + x) * 3;
      const rim = onRim(mask, x, y);
      for (let c = 0; c < 3; c++) {
        const v = px[i + c] ?? 0;
        px[i + c] = rim ? v * 0.4 + 255 * 0.6 * rand(0.75, 1) : v * (1 - darkness * rand(0.85, 1.15));
      }
    }
  }
}

/** Mean brightness of a piece's square at (x, y). */
function meanLight(px: Uint8ClampedArray, x: number, y: number): number {
  let sum = 0;
  let n = 0;
  for (let py = y; py < y + PUZZLE.piece; py++) {
    for (let qx = x; qx < x + PUZZLE.piece; qx++) {
      const i = (py * PUZZLE.width + qx) * 3;
      sum += ((px[i] ?? 0) + (px[i + 1] ?? 0) + (px[i + 2] ?? 0)) / 3;
      n++;
    }
  }
  return sum / n;
}

const pngUrl = (png: PNG, colorType: 2 | 6) => `data:image/png;base64,${PNG.sync.write(png, { colorType }).toString('base64')}`;

/**
 * Draws a new puzzle as two PNG images, so that the markup holds no coordinate: the background with
 * the gap at (x, y) and two decoy gaps on its row (the piece's shape turned over, shaded darker), and
 * the piece cut from the untouched scenery as a strip as tall as the background, its knobs inside
 * the strip. Every pixel carries independent grain, the piece's too.
 */
export function drawPuzzle(): { x: number; y: number; background: string; piece: string } {
  const { width, height, piece } = PUZZLE;
  rand = paintRandom();
  const x = randomInt(piece + 30, width - piece - 12);
  const y = randomInt(12, height - piece - 12);
  const art = scenery();
  const original = art.slice();
  const gap = pieceMask(x, y);

  shadeGap(art, gap, x, y, rand(0.38, 0.48));
  // Decoys: on the piece's row (the row is no secret), never touching the gap or each other, the
  // piece's shape turned over, and darker than the gap whatever the scenery beneath.
  const gapLight = meanLight(art, x, y);
  const taken = [x];
  for (let d = 0; d < 2; d++) {
    for (let tries = 0; tries < 40; tries++) {
      const dx = randomInt(Math.ceil(KNOB) + 2, Math.floor(width - piece - KNOB) - 2);
      if (taken.some((t) => Math.abs(t - dx) < piece + KNOB * 2 + 4)) continue;
      taken.push(dx);
      const darkness = 1 - (gapLight * rand(0.7, 0.85)) / Math.max(1, meanLight(art, dx, y));
      shadeGap(art, pieceMask(dx, y, true), dx, y, Math.min(0.85, Math.max(0.3, darkness)));
      break;
    }
  }

  const background = new PNG({ width, height });
  for (let i = 0, j = 0; i < art.length; i += 3, j += 4) {
    background.data[j] = art[i] ?? 0;
    background.data[j + 1] = art[i + 1] ?? 0;
    background.data[j + 2] = art[i + 2] ?? 0;
    background.data[j + 3] = 255;
  }

  // The strip's left edge is the square's left edge: the right knob reaches into the strip's last pixels.
  const strip = new PNG({ width: PIECE_IMAGE_WIDTH, height });
  for (let py = 0; py < height; py++) {
    for (let sx = 0; sx < PIECE_IMAGE_WIDTH; sx++) {
      const bx = x + sx;
      const j = (py * PIECE_IMAGE_WIDTH + sx) * 4;
      if (bx >= width || !gap(bx, py)) continue;
      const i = (py * width + bx) * 3;
      const rim = onRim(gap, bx, py);
      for (let c = 0; c < 3; c++) strip.data[j + c] = rim ? 250 : clamp((original[i + c] ?? 0) + rand(-8, 8));
      strip.data[j + 3] = 255;
    }
  }
  return { x, y, background: pngUrl(background, 2), piece: pngUrl(strip, 6) };
}
