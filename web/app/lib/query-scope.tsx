import { hydrate, QueryClient, QueryClientProvider, type DefaultOptions } from '@tanstack/react-query';
import { useContext, useEffect, useState, type ReactNode } from 'react';
import { readMemberData, ServerMemberContext } from './member-render';

const DEFAULTS: DefaultOptions = { queries: { staleTime: 60_000, retry: 1 } };

// The server's answers are taken over by the query scopes of the page's first render only: a scope
// made later (after a navigation in the browser) asks for itself.
let firstRenderDone = false;

/**
 * TanStack Query for the pages that fetch in the browser (the dashboard and the workbench). It sits
 * in those routes rather than the root, so pages whose data comes from their loader never load it.
 * A member's page is rendered on the server with its queries' answers (member-render.server.ts),
 * and the browser starts from those answers.
 */
export function QueryScope({ children }: { children: ReactNode }) {
  const server = useContext(ServerMemberContext);
  const [client] = useState(() => {
    if (server) {
      // Server only: the page's queries run during the render (see ServerQueryClient).
      const made = new server.QueryClient(DEFAULTS);
      server.queryClients.push(made);
      return made;
    }
    const made = new QueryClient({ defaultOptions: DEFAULTS });
    const data = firstRenderDone ? null : readMemberData();
    if (data) hydrate(made, data.queries);
    return made;
  });
  useEffect(() => {
    firstRenderDone = true;
  }, []);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
