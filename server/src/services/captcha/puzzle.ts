import { randomInt } from 'node:crypto';

/** Size of the slider puzzle in pixels. */
export const PUZZLE = Object.freeze({ width: 320, height: 160, piece: 48 });

// A jigsaw piece: a square with a knob on top and one on the right, drawn at (x, y).
function piecePath(x: number, y: number, s: number): string {
  const k = s / 5;
  return [
    `M${x} ${y}`,
    `h${s / 2 - k}`,
    `a${k} ${k} 0 1 1 ${2 * k} 0`,
    `h${s / 2 - k}`,
    `v${s / 2 - k}`,
    `a${k} ${k} 0 1 1 0 ${2 * k}`,
    `v${s / 2 - k}`,
    `h${-s}`,
    'z',
  ].join(' ');
}

// Random shapes make the gap hard to find from the image's pixels alone.
function scenery(): string {
  const hue = randomInt(0, 360);
  const shapes: string[] = [
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},55%,62%)"/><stop offset="1" stop-color="hsl(${(hue + 120) % 360},55%,38%)"/></linearGradient></defs>`,
    `<rect width="${PUZZLE.width}" height="${PUZZLE.height}" fill="url(#g)"/>`,
  ];
  for (let i = 0; i < 14; i++) {
    const color = `hsla(${randomInt(0, 360)},60%,${randomInt(30, 80)}%,0.55)`;
    shapes.push(
      i % 2
        ? `<circle cx="${randomInt(0, PUZZLE.width)}" cy="${randomInt(0, PUZZLE.height)}" r="${randomInt(8, 40)}" fill="${color}"/>`
        : `<rect x="${randomInt(0, PUZZLE.width)}" y="${randomInt(0, PUZZLE.height)}" width="${randomInt(10, 70)}" height="${randomInt(10, 50)}" fill="${color}" transform="rotate(${randomInt(0, 90)})"/>`,
    );
  }
  return shapes.join('');
}

const svgUrl = (svg: string) => `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;

/** Draws a new puzzle: the background with the gap at (x, y), and the piece cut from the same scenery. */
export function drawPuzzle(): { x: number; y: number; background: string; piece: string } {
  const { width, height, piece } = PUZZLE;
  const x = randomInt(piece + 30, width - piece - 12);
  const y = randomInt(12, height - piece - 12);
  const art = scenery();
  const path = piecePath(x, y, piece);
  const background =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${art}` +
    `<path d="${path}" fill="rgba(0,0,0,0.45)" stroke="rgba(255,255,255,0.8)" stroke-width="1.5"/></svg>`;
  // The piece image is as tall as the background so that the client only moves it horizontally.
  const knob = piece / 5;
  const pieceWidth = piece + knob * 2;
  const pieceSvg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${pieceWidth}" height="${height}" viewBox="${x} 0 ${pieceWidth} ${height}">` +
    `<defs><clipPath id="c"><path d="${path}"/></clipPath></defs><g clip-path="url(#c)">${art}</g>` +
    `<path d="${path}" fill="none" stroke="rgba(255,255,255,0.9)" stroke-width="2"/></svg>`;
  return { x, y, background: svgUrl(background), piece: svgUrl(pieceSvg) };
}
