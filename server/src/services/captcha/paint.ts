/** The slider puzzle's geometry and painting: the scenery, the piece's outline and the shading of holes. */
import { randomInt } from 'node:crypto';

/** Size of the slider puzzle in pixels. */
export const PUZZLE = Object.freeze({ width: 320, height: 160, piece: 48 });

/** The piece's knobs stick out by a fifth of its size; the piece image is this much wider than the piece. */
export const KNOB = PUZZLE.piece / 5;
export const PIECE_IMAGE_WIDTH = Math.round(PUZZLE.piece + KNOB * 2);

type Rgb = [number, number, number];

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
let next = paintRandom();
/** Starts a new puzzle's generator. */
export function reseed(): void {
  next = paintRandom();
}
export const rand = (min: number, max: number): number => next(min, max);
export const clamp = (v: number) => (v < 0 ? 0 : v > 255 ? 255 : Math.round(v));

function hsl(h: number, s: number, l: number): Rgb {
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    return 255 * (l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1)));
  };
  return [f(0), f(8), f(4)];
}

/**
 * The outline of a jigsaw piece: its square, a knob on top at `top` (a share of the side) and one on
 * the right at `right`. Each puzzle draws its own.
 */
export interface Shape {
  top: number;
  right: number;
}

/** Signed distance (pixels, positive inside) of a point to a hole. */
export type Depth = (px: number, py: number) => number;

/**
 * Signed distance (pixels, positive inside) of (px, py) to a piece whose square's top-left corner is
 * at (x, y), grown by `grow` pixels: the square and its two knob discs.
 */

export function depthIn(shape: Shape, x: number, y: number, grow = 0): Depth {
  const s = PUZZLE.piece;
  const [ax, ay, bx, by] = [x + s * shape.top, y, x + s, y + s * shape.right];
  return (px, py) => {
    const square = Math.min(px - x, x + s - px, py - y, y + s - py);
    const a = KNOB - Math.sqrt((px - ax) ** 2 + (py - ay) ** 2);
    const b = KNOB - Math.sqrt((px - bx) ** 2 + (py - by) ** 2);
    return (square > a ? (square > b ? square : b) : a > b ? a : b) + grow;
  };
}

/** A painted scenery: a two-colour gradient, soft discs and bars, and grain on every pixel. */
export function scenery(): Uint8ClampedArray {
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

/**
 * Shades a hole of the piece's shape into the scenery, darker inside. `soft`: the shade fades in over
 * a few pixels and the rim is a faint light band (the real gap); otherwise the shade starts at a
 * sharp, bright one-pixel rim (the decoys), the very edge an outline detector looks for.
 */
export function shadeHole(px: Uint8ClampedArray, depth: Depth, x0: number, y0: number, darkness: number, soft: boolean): void {
  const { width, height } = PUZZLE;
  const reach = KNOB + 4;
  for (let y = Math.max(0, Math.floor(y0 - reach)); y < Math.min(height, Math.ceil(y0 + PUZZLE.piece + reach)); y++) {
    for (let x = Math.max(0, Math.floor(x0 - reach)); x < Math.min(width, Math.ceil(x0 + PUZZLE.piece + reach)); x++) {
      const d = depth(x, y);
      if (d < (soft ? -1 : 0)) continue;
      const i = (y * width + x) * 3;
      // Soft: a shade growing over 4 px; a light band of a third of the sharp rim's strength on its outer 2 px.
      const shade = soft ? Math.min(1, (d + 1) / 5) : 1;
      const light = soft ? (d < 1 ? 0.15 * (1 - Math.abs(d)) : 0) : d < 1 ? 0.6 : 0;
      for (let c = 0; c < 3; c++) {
        const v = (px[i + c] ?? 0) * (1 - darkness * shade * (soft ? rand(0.85, 1.15) : rand(0.95, 1.05)));
        px[i + c] = v * (1 - light) + 255 * light * rand(0.75, 1);
      }
    }
  }
}

/** Mean brightness of a piece's square at (x, y). */
export function meanLight(px: Uint8ClampedArray, x: number, y: number): number {
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

/** Mean of the 3 × 3 neighbourhood of (x, y) in channel c (clamped at the image's border). */
export function box3(px: Uint8ClampedArray, x: number, y: number, c: number): number {
  const { width, height } = PUZZLE;
  let sum = 0;
  for (let dy = -1; dy <= 1; dy++) {
    const row = Math.min(height - 1, Math.max(0, y + dy)) * width;
    for (let dx = -1; dx <= 1; dx++) sum += px[(row + Math.min(width - 1, Math.max(0, x + dx))) * 3 + c] ?? 0;
  }
  return sum / 9;
}
