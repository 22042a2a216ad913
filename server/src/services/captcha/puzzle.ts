import { randomInt } from 'node:crypto';
import { PNG } from 'pngjs';

/** Size of the slider puzzle in pixels. */
export const PUZZLE = Object.freeze({ width: 320, height: 160, piece: 48 });

/** The piece's knobs stick out by a fifth of its size; the piece image is this much wider than the piece. */
const KNOB = PUZZLE.piece / 5;
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
 * The outline of a jigsaw piece: its square, a knob on top at `top` (a share of the side) and one on
 * the right at `right`. Each puzzle draws its own.
 */
interface Shape {
  top: number;
  right: number;
}

/** Signed distance (pixels, positive inside) of a point to a hole. */
type Depth = (px: number, py: number) => number;

/**
 * Signed distance (pixels, positive inside) of (px, py) to a piece whose square's top-left corner is
 * at (x, y), grown by `grow` pixels: the square and its two knob discs.
 */

function depthIn(shape: Shape, x: number, y: number, grow = 0): Depth {
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

/**
 * Shades a hole of the piece's shape into the scenery, darker inside. `soft`: the shade fades in over
 * a few pixels and the rim is a faint light band (the real gap); otherwise the shade starts at a
 * sharp, bright one-pixel rim (the decoys), the very edge an outline detector looks for.
 */
function shadeHole(px: Uint8ClampedArray, depth: Depth, x0: number, y0: number, darkness: number, soft: boolean): void {
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

/** Mean of the 3 × 3 neighbourhood of (x, y) in channel c (clamped at the image's border). */
function box3(px: Uint8ClampedArray, x: number, y: number, c: number): number {
  const { width, height } = PUZZLE;
  let sum = 0;
  for (let dy = -1; dy <= 1; dy++) {
    const row = Math.min(height - 1, Math.max(0, y + dy)) * width;
    for (let dx = -1; dx <= 1; dx++) sum += px[(row + Math.min(width - 1, Math.max(0, x + dx))) * 3 + c] ?? 0;
  }
  return sum / 9;
}

/** Scenery kept around the piece's picture (pixels): a decoy carries it too, full within `HALO_FULL` of its rim, fading out at `HALO`. */
const HALO = 22;
const HALO_FULL = 8;

/** The piece's picture and the scenery around it, for the columns `left` to `left + width` of every row (RGB). */
interface Patch {
  left: number;
  width: number;
  data: Float32Array;
}

/**
 * The piece's picture with the scenery around it: the untouched scenery near the piece at (x, y),
 * softened by a blur, its brightness and contrast shifted and fresh grain added, so that it is close
 * to what a person sees at the gap but not the gap's pixels.
 */
function piecePatch(original: Uint8ClampedArray, x: number, y: number): Patch {
  const { width, height, piece } = PUZZLE;
  const left = Math.max(0, x - HALO);
  const patch: Patch = { left, width: Math.min(width, x + PIECE_IMAGE_WIDTH + HALO) - left, data: new Float32Array(0) };
  patch.data = new Float32Array(patch.width * height * 3);
  const blur = rand(0.35, 0.7);
  const gain = rand(0.9, 1.1);
  const shift = rand(-10, 10);
  for (let py = Math.max(0, Math.floor(y - KNOB - HALO)); py < Math.min(height, y + piece + HALO); py++) {
    for (let px = left; px < left + patch.width; px++) {
      const i = (py * width + px) * 3;
      const j = (py * patch.width + px - left) * 3;
      for (let c = 0; c < 3; c++) patch.data[j + c] = clamp(((original[i + c] ?? 0) * (1 - blur) + box3(original, px, py, c) * blur) * gain + shift + rand(-6, 6));
    }
  }
  return patch;
}

/**
 * Paints a decoy at (x0, y0): the piece's picture inside its outline and the scenery around the
 * piece in a halo, fading into the decoy's own scenery, so the piece's edge meets the same colours
 * at a decoy as at the gap. `shift` is how far the decoy lies from the gap; the halo fades out
 * before it reaches the holes in `clear`.
 */
function pasteDecoy(art: Uint8ClampedArray, depth: Depth, x0: number, y0: number, patch: Patch, shift: number, clear: readonly Depth[]): void {
  const { width, height, piece } = PUZZLE;
  for (let y = Math.max(0, Math.floor(y0 - KNOB - HALO)); y < Math.min(height, y0 + piece + HALO); y++) {
    for (let x = Math.max(0, x0 - HALO); x < Math.min(width, x0 + PIECE_IMAGE_WIDTH + HALO); x++) {
      const from = x - shift - patch.left;
      const d = depth(x, y);
      if (from < 0 || from >= patch.width || d < -HALO) continue;
      let alpha = d >= -HALO_FULL ? 1 : (d + HALO) / (HALO - HALO_FULL);
      if (d < 0) for (const other of clear) alpha *= Math.min(1, Math.max(0, (-other(x, y) - 2) / 6));
      const i = (y * width + x) * 3;
      const j = (y * patch.width + from) * 3;
      for (let c = 0; c < 3; c++) art[i + c] = (patch.data[j + c] ?? 0) * alpha + (art[i + c] ?? 0) * (1 - alpha);
    }
  }
}

/** Paints the gap's inside anew: the scenery blurred, with fresh grain in 2 × 2 cells (its picture is not the piece's either). */
function regrain(art: Uint8ClampedArray, depth: Depth, x0: number, y0: number): void {
  const { width, height, piece } = PUZZLE;
  const source = art.slice();
  const reach = KNOB + 3;
  for (let y = Math.max(0, Math.floor(y0 - reach)); y < Math.min(height, Math.ceil(y0 + piece + reach)); y += 2) {
    for (let x = Math.max(0, Math.floor(x0 - reach)); x < Math.min(width, Math.ceil(x0 + piece + reach)); x += 2) {
      const grain = rand(-12, 12);
      for (const [gx, gy] of [[x, y], [x + 1, y], [x, y + 1], [x + 1, y + 1]] as const) {
        if (gx >= width || gy >= height || depth(gx, gy) < 0) continue;
        const i = (gy * width + gx) * 3;
        for (let c = 0; c < 3; c++) art[i + c] = box3(source, gx, gy, c) + grain;
      }
    }
  }
}

const pngUrl = (png: PNG, colorType: 2 | 6) => `data:image/png;base64,${PNG.sync.write(png, { colorType }).toString('base64')}`;

/** Decoys on the gap's row for each escalation level of the address (see CAPTCHA_POLICY in slider.ts). */
export const DECOYS_BY_LEVEL = Object.freeze([2, 3, 3]);

/**
 * Draws a new puzzle as two PNG images, so that the markup holds no coordinate: the background with
 * the gap at (x, y) and decoys on its row, and the piece cut from the scenery as a strip as tall as
 * the background, its knobs inside the strip.
 *
 * The decoys have exactly the piece's outline, with a sharp bright rim, hold the piece's own
 * picture and are shaded darker than the gap; the gap is cut a little loose (grown by a pixel and a
 * half, its knobs a few pixels off the piece's), its edge fades in, and its inside is the scenery
 * blurred with fresh grain, while the piece's picture is blurred, grained and lit its own way. An
 * outline, darkness or picture matcher is drawn to a decoy; a person sees where the piece's picture
 * continues the scenery around it: at a decoy it is cut off at the rim.
 */
export function drawPuzzle(options: { decoys?: number } = {}): { x: number; y: number; background: string; piece: string } {
  const { width, height, piece } = PUZZLE;
  const decoys = options.decoys ?? DECOYS_BY_LEVEL[0] ?? 2;
  rand = paintRandom();
  const y = randomInt(Math.ceil(KNOB) + 4, height - piece - 8);
  const shape: Shape = { top: rand(0.35, 0.65), right: rand(0.35, 0.65) };
  const loose: Shape = { top: shape.top + (rand(0, 1) < 0.5 ? -1 : 1) * rand(2, 4) / piece, right: shape.right + (rand(0, 1) < 0.5 ? -1 : 1) * rand(2, 4) / piece };
  const edge = Math.ceil(KNOB) + 4;
  const x = randomInt(piece + 20, width - piece - edge + 1);
  const art = scenery();
  // The strip's left edge is the square's left edge: the right knob reaches into the strip's last pixels.
  const cut = depthIn(shape, x, y);
  const patch = piecePatch(art, x, y);

  const gap = depthIn(loose, x, y, 2);
  // Decoys anywhere on the row (the row is no secret), never touching the gap or each other; of a
  // few random layouts the first with all the decoys asked for (a gap mid-row may leave room for fewer).
  let taken = [x];
  for (let layout = 0; layout < 8 && taken.length <= decoys; layout++) {
    const tried = [x];
    for (let free = [0]; tried.length <= decoys && free.length > 0; ) {
      free = [];
      for (let dx = edge; dx <= width - piece - edge; dx++) if (tried.every((t) => Math.abs(t - dx) >= piece + edge + 4)) free.push(dx);
      if (free.length > 0) tried.push(free[randomInt(free.length)] ?? edge);
    }
    if (tried.length > taken.length) taken = tried;
  }
  const holes = taken.slice(1).map((dx) => ({ dx, depth: depthIn(shape, dx, y) }));
  // Each halo keeps clear of the other holes and of the gap's rim.
  for (const hole of holes) pasteDecoy(art, hole.depth, hole.dx, y, patch, hole.dx - x, [gap, ...holes.filter((h) => h !== hole).map((h) => h.depth)]);

  regrain(art, gap, x, y);
  shadeHole(art, gap, x, y, rand(0.36, 0.46), true);
  const gapLight = meanLight(art, x, y);
  for (const { dx, depth } of holes) {
    const darkness = 1 - (gapLight * rand(0.7, 0.85)) / Math.max(1, meanLight(art, dx, y));
    shadeHole(art, depth, dx, y, Math.min(0.85, Math.max(0.3, darkness)), false);
  }

  const background = new PNG({ width, height });
  for (let i = 0, j = 0; i < art.length; i += 3, j += 4) {
    background.data[j] = art[i] ?? 0;
    background.data[j + 1] = art[i + 1] ?? 0;
    background.data[j + 2] = art[i + 2] ?? 0;
    background.data[j + 3] = 255;
  }

  const strip = new PNG({ width: PIECE_IMAGE_WIDTH, height });
  for (let py = Math.max(0, Math.floor(y - KNOB)); py < Math.min(height, y + piece + 1); py++) {
    for (let sx = 0; sx < PIECE_IMAGE_WIDTH; sx++) {
      const d = x + sx < width ? cut(x + sx, py) : -1;
      if (d < 0) continue;
      const j = (py * PIECE_IMAGE_WIDTH + sx) * 4;
      const k = (py * patch.width + x + sx - patch.left) * 3;
      for (let c = 0; c < 3; c++) strip.data[j + c] = d < 1 ? 250 : (patch.data[k + c] ?? 0);
      strip.data[j + 3] = 255;
    }
  }
  return { x, y, background: pngUrl(background, 2), piece: pngUrl(strip, 6) };
}
