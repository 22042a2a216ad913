import { existsSync, readFileSync } from 'node:fs';
import { PassThrough } from 'node:stream';
import { extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { renderToPipeableStream } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { ServerRouter, type AppLoadContext, type EntryContext } from 'react-router';
import { langFromPath, localeOf, stripLangPrefix } from '@marketlens/core/i18n';
import { allResources } from '@marketlens/locales/all';
import { deferHydration } from './lib/defer-hydration';
import { createI18n, recordNamespaces, resourcesScript } from './lib/i18n';
import { CssTextContext } from './lib/inline-css';
import { ServerMemberContext } from './lib/member-render';
import { memberDataScript, serverMember } from './lib/member-render.server';
import { splitStyles } from './lib/split-styles';
import { requestStyleCache } from './lib/style-cache.server';

export const streamTimeout = 5_000;

/** The workbench's pages (after the language prefix). */
const WORKBENCH_PATH = /^\/(?:workbench|ExplosionDetection)(?:\/|$)/;

/** The built client files, next to the server build (this module is in `build/server/` or a chunk in `build/server/assets/`). */
const clientDir = ['../client/', '../../client/'].map((p) => new URL(p, import.meta.url)).find((dir) => existsSync(new URL('assets/', dir)));
const cssTexts = new Map<string, string | undefined>();

/** The text of a built stylesheet for inlining into the head; undefined (a link is used) when not built, as in development. */
function builtCssText(href: string): string | undefined {
  if (!cssTexts.has(href)) {
    let text: string | undefined;
    if (clientDir && /^\/assets\/[\w.-]+\.css$/.test(href)) {
      try {
        text = readFileSync(new URL(href.slice(1), clientDir), 'utf8');
      } catch {
        text = undefined;
      }
    }
    cssTexts.set(href, text);
  }
  return cssTexts.get(href);
}

/**
 * Renders the whole page before answering so that antd's styles can be extracted into the head:
 * the page reads right with JavaScript off and shows no unstyled flash.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext?: AppLoadContext,
): Promise<Response> {
  const { pathname } = new URL(request.url);
  const lang = langFromPath(pathname);
  const locale = localeOf(lang);
  const i18n = createI18n(locale, allResources[locale]);
  const member = serverMember(request, loadContext);
  // A member's workbench page carries only the namespaces its render reads (the browser loads the
  // others once it has hydrated); other pages carry every namespace of the website.
  const namespaces = member && WORKBENCH_PATH.test(stripLangPrefix(pathname)) ? recordNamespaces(i18n) : undefined;
  const cache = requestStyleCache();
  return new Promise((resolve, reject) => {
    let status = responseStatusCode;
    const { pipe, abort } = renderToPipeableStream(
      <I18nextProvider i18n={i18n}>
        <StyleProvider cache={cache} hashPriority="high">
          <CssTextContext value={builtCssText}>
            <ServerMemberContext value={member ?? null}>
              <ServerRouter context={routerContext} url={request.url} />
            </ServerMemberContext>
          </CssTextContext>
        </StyleProvider>
      </I18nextProvider>,
      {
        // The whole page is answered at once, so a finished boundary goes in place: outlined, React
        // would reveal it by script up to 300 ms after the first paint.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          const chunks: Buffer[] = [];
          const sink = new PassThrough();
          sink.on('data', (chunk: Buffer) => chunks.push(chunk));
          sink.on('end', () => {
            const html = Buffer.concat(chunks).toString('utf8');
            // Popups' styles wait at the end of the body: nothing on screen needs them for the first paint.
            const styles = splitStyles(extractStyle(cache));
            // A member's page carries the answers it was rendered with, for the browser to start from.
            const texts = resourcesScript(allResources[locale], namespaces) + (member?.queryClients.length ? memberDataScript(member) : '');
            // antd's styles go into the head; the texts before the scripts that read them, so that
            // they do not hold up the page's first paint.
            const withTexts = html.includes('<script type="module"') ? html.replace('<script type="module"', () => `${texts}<script type="module"`) : html.replace('</head>', () => `${texts}</head>`);
            const withStyles = withTexts.replace('</head>', () => `${styles.head}</head>`);
            const end = withStyles.lastIndexOf('</body>');
            const body = deferHydration(end < 0 ? withStyles + styles.later : withStyles.slice(0, end) + styles.later + withStyles.slice(end));
            responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
            resolve(new Response(body, { headers: responseHeaders, status }));
          });
          pipe(sink);
        },
        onShellError(error: unknown) {
          reject(error instanceof Error ? error : new Error(String(error)));
        },
        onError(error: unknown) {
          status = 500;
          console.error(error);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}
