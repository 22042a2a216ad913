// Draws the extension's icon (a magnifying lens over a small bar chart on the brand blue) at the
// sizes browsers ask for, into public/icon/<size>.png, where WXT picks them up for the manifest.
// Run: node extension/scripts/make-icons.mjs (the PNGs are committed; rerun only to change the design).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PNG } from 'pngjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const out = path.join(here, '../public/icon');
const SIZES = [16, 32, 48, 96, 128];
const BLUE = [31, 111, 235];
const WHITE = [255, 255, 255];
const ORANGE = [255, 183, 77];

/** Colour at a point of the 1×1 design (x, y in 0..1), or undefined for transparent. */
function design(x, y) {
  // Rounded square background.
  const r = 0.2;
  const dx = Math.max(r - x, 0, x - (1 - r));
  const dy = Math.max(r - y, 0, y - (1 - r));
  if (dx * dx + dy * dy > r * r) return undefined;
  // Lens: a ring centred at (0.43, 0.43).
  const cx = 0.43;
  const cy = 0.43;
  const d = Math.hypot(x - cx, y - cy);
  if (d >= 0.24 && d <= 0.32) return WHITE;
  // Handle: a thick line from the ring towards the lower right corner.
  const t = ((x - cx) + (y - cy)) / 2;
  const off = Math.abs((x - cx) - (y - cy)) / Math.SQRT2;
  if (t > 0.2 && t < 0.38 && off < 0.065) return WHITE;
  // Bars inside the lens.
  const bars = [
    [0.31, 0.37, 0.52],
    [0.4, 0.46, 0.42],
    [0.49, 0.55, 0.32],
  ];
  for (const [x0, x1, top] of bars) if (x >= x0 && x <= x1 && y >= top && y <= 0.56) return ORANGE;
  return BLUE;
}

fs.mkdirSync(out, { recursive: true });
for (const size of SIZES) {
  const png = new PNG({ width: size, height: size });
  const SS = 4;
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      let rr = 0;
      let gg = 0;
      let bb = 0;
      let aa = 0;
      for (let sy = 0; sy < SS; sy++) {
        for (let sx = 0; sx < SS; sx++) {
          const c = design((px + (sx + 0.5) / SS) / size, (py + (sy + 0.5) / SS) / size);
          if (!c) continue;
          rr += c[0];
          gg += c[1];
          bb += c[2];
          aa += 1;
        }
      }
      const i = (py * size + px) * 4;
      png.data[i] = aa ? Math.round(rr / aa) : 0;
      png.data[i + 1] = aa ? Math.round(gg / aa) : 0;
      png.data[i + 2] = aa ? Math.round(bb / aa) : 0;
      png.data[i + 3] = Math.round((aa / (SS * SS)) * 255);
    }
  }
  fs.writeFileSync(path.join(out, `${size}.png`), PNG.sync.write(png));
}
console.log(`icons written to ${out}: ${SIZES.join(', ')} px`);
