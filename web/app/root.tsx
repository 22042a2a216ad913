import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App as AntdApp, ConfigProvider } from 'antd';
import { useState, type ReactNode } from 'react';
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useLoaderData, useLocation } from 'react-router';
import { langFromPath, localeOf } from '@marketlens/core/i18n';
import type { Route } from './+types/root';
import { antdLocale } from './lib/antd-locale';
import { HttpProvider } from './lib/http';
import { theme } from './lib/theme';

export function loader({ context }: Route.LoaderArgs) {
  return { runtimeConfig: context.runtimeConfig };
}

export function Layout({ children }: { children: ReactNode }) {
  const lang = langFromPath(useLocation().pathname);
  return (
    <html lang={localeOf(lang)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
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

export default function App() {
  const { runtimeConfig } = useLoaderData<typeof loader>();
  const lang = langFromPath(useLocation().pathname);
  const [queryClient] = useState(() => new QueryClient({ defaultOptions: { queries: { staleTime: 60_000, retry: 1 } } }));
  return (
    <HttpProvider config={runtimeConfig}>
      <QueryClientProvider client={queryClient}>
        <ConfigProvider locale={antdLocale(lang)} theme={theme}>
          <AntdApp>
            <Outlet />
          </AntdApp>
        </ConfigProvider>
      </QueryClientProvider>
    </HttpProvider>
  );
}
