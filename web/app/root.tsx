import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App as AntdApp, ConfigProvider } from 'antd';
import { useState, type ReactNode } from 'react';
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useLoaderData, useLocation } from 'react-router';
import { langFromPath, localeOf } from '@marketlens/core/i18n';
import type { Route } from './+types/root';
import { ErrorPage } from './components/error-page';
import { SiteBehaviours } from './components/site-behaviours';
import { antdLocale } from './lib/antd-locale';
import { HttpProvider } from './lib/http';
import { theme } from './lib/theme';
import siteCss from './styles/site.css?url';

export function loader({ context }: Route.LoaderArgs) {
  return { runtimeConfig: context.runtimeConfig };
}

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: siteCss }];

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

function Providers({ children }: { children: ReactNode }) {
  const lang = langFromPath(useLocation().pathname);
  return (
    <ConfigProvider locale={antdLocale(lang)} theme={theme}>
      {/* No wrapper element: antd's global link reset would override the site's own link styles and focus rings. */}
      <AntdApp component={false}>{children}</AntdApp>
    </ConfigProvider>
  );
}

export default function App() {
  const { runtimeConfig } = useLoaderData<typeof loader>();
  const [queryClient] = useState(() => new QueryClient({ defaultOptions: { queries: { staleTime: 60_000, retry: 1 } } }));
  return (
    <HttpProvider config={runtimeConfig}>
      <QueryClientProvider client={queryClient}>
        <Providers>
          <SiteBehaviours />
          <Outlet />
        </Providers>
      </QueryClientProvider>
    </HttpProvider>
  );
}

/** Any error outside a route's own handling: the spec's 'application hit an error' page. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <Providers>
      <ErrorPage error={error} />
    </Providers>
  );
}
