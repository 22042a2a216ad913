// First: zod must be told before any schema is built (see the module).
import './lib/zod-csp';
import { Suspense, type ReactNode } from 'react';
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useLoaderData, useLocation } from 'react-router';
import { langFromPath, localeOf } from '@marketlens/core/i18n';
import { UiIconsContext, type UiIcons } from '@marketlens/ui/icons';
import type { Route } from './+types/root';
import { ArrowRightIcon, EyeIcon, EyeInvisibleIcon, ReloadIcon } from './components/icons/icons';
import { SiteBehaviours } from './components/site-behaviours';
import { HttpProvider } from './lib/http';
import { lazyAntd } from './lib/lazy-antd';
import { InlineStyles, inlineCss } from './lib/inline-css';
import { useMarkHydrated } from './lib/mark-hydrated';
import type { RootLoaderData } from './lib/runtime-config';
import siteCss from './styles/site.css?url';

export function loader({ context }: Route.LoaderArgs): RootLoaderData {
  return { runtimeConfig: context.runtimeConfig };
}

/** The site's stylesheet is small and needed for the first paint: it comes inline in the HTML. */
export const handle = inlineCss({ site: siteCss });

export function Layout({ children }: { children: ReactNode }) {
  const lang = langFromPath(useLocation().pathname);
  return (
    <html lang={localeOf(lang)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#005bff" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <InlineStyles />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

// The error page uses antd; it loads only when a page fails (the server waits for it, so it is in the HTML).
const ErrorPage = lazyAntd(() => import('./components/error-page').then((m) => m.ErrorPage));

/** The shared login parts (@marketlens/ui) draw the site's own icons. */
const UI_ICONS: UiIcons = Object.freeze({ reload: ReloadIcon, arrowRight: ArrowRightIcon, eye: EyeIcon, eyeInvisible: EyeInvisibleIcon });

export default function App() {
  const { runtimeConfig } = useLoaderData<typeof loader>();
  useMarkHydrated();
  return (
    <HttpProvider config={runtimeConfig}>
      <UiIconsContext value={UI_ICONS}>
        <SiteBehaviours />
        <Outlet />
      </UiIconsContext>
    </HttpProvider>
  );
}

/** Any error outside a route's own handling: the spec's 'application hit an error' page. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  useMarkHydrated();
  return (
    <Suspense fallback={null}>
      <ErrorPage error={error} />
    </Suspense>
  );
}
