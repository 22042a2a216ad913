import { renderSVG } from 'uqr';
import type { Route } from './+types/qr-code';

/** Where each footer QR code leads, relative to the configured site origin. */
const TARGETS: Readonly<Record<string, string>> = {
  channel: '/about#cooperation',
  official: '/?from=official-account',
  miniProgram: '/m',
};

/**
 * Draws a footer QR code on the server, so the page ships no QR encoder to the browser. The address
 * ends in `.svg`: the server treats paths without a file extension as pages, and a page request on
 * an unprefixed path resets the language cookie to Chinese.
 */
export function loader({ params, context }: Route.LoaderArgs) {
  const kind = /^(\w+)\.svg$/.exec(params.file)?.[1];
  const target = kind === undefined ? undefined : TARGETS[kind];
  if (!target) return new Response(null, { status: 404 });
  const svg = renderSVG(new URL(target, context.runtimeConfig.siteOrigin).href, { border: 1 });
  return new Response(svg, {
    headers: { 'Content-Type': 'image/svg+xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
