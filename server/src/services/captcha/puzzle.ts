import { randomInt } from 'node:crypto';
import { PNG } from 'pngjs';
import { box3, clamp, type Depth, depthIn, KNOB, meanLight, PIECE_IMAGE_WIDTH, PUZZLE, rand, reseed, scenery, shadeHole, type Shape } from './paint';

export { PIECE_IMAGE_WIDTH, PUZZLE } from './paint';

/** Scenery kept around the piece's picture (pixels): a decoy carries it too, full within `HALO_FULL` of its rim, fading out at `HALO`. */
const HALO = 22;
const HALO_FULL = 10;

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
  const shift = (rand(0, 1) < 0.5 ? -1 : 1) * rand(6, 14);
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
  reseed();
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
