import { createContext, useContext } from 'react';
import type { DefaultOptions, DehydratedState, QueryClient } from '@tanstack/react-query';
import type { CallClient } from '@marketlens/core/http';

/**
 * A member's workbench page rendered on the server with its first data (see member-render.server.ts):
 * the page's first rows are in the HTML, and the browser takes the same answers over instead of
 * asking again once its scripts have loaded.
 *
 * On the server, for a request that carries a member's session cookie: core's request client with
 * that session (answered in-process) and the query clients the page made, whose answers go into the
 * page after the render.
 */
export interface ServerMember {
  http: CallClient;
  /** The query client class of the server (a module the browser never loads). */
  QueryClient: new (defaults: DefaultOptions) => QueryClient;
  queryClients: QueryClient[];
  /** A cookie of the request, undecoded, as the browser's document.cookie gives it. */
  cookie(name: string): string | undefined;
}
export const ServerMemberContext = createContext<ServerMember | null>(null);

/** Id of the element that carries the answers the server rendered with, for a member's page. */
export const MEMBER_DATA_ELEMENT_ID = 'ml-member-data';

/** What the server put into a member's page: the answers its queries had. */
export interface MemberData {
  queries: DehydratedState;
}

let inline: MemberData | null | undefined;

/** The answers the server rendered this page with, when it rendered it for a member (read once per page load). */
export function readMemberData(): MemberData | null {
  if (inline !== undefined) return inline;
  inline = null;
  if (typeof document === 'undefined') return inline;
  const text = document.getElementById(MEMBER_DATA_ELEMENT_ID)?.textContent;
  if (text) {
    try {
      inline = JSON.parse(text) as MemberData;
    } catch {
      inline = null;
    }
  }
  return inline;
}

/** Whether this page was rendered on the server for a member: true on the server for a member's request, and in the browser while it hydrates such a page. */
export function useServerMember(): boolean {
  const server = useContext(ServerMemberContext);
  return server !== null || (typeof document !== 'undefined' && readMemberData() !== null);
}

/**
 * Whether the part of the page inside it is shown to a member before hydration ends. Session hooks
 * read it as the logged-in state while the page renders on the server and hydrates; outside a
 * member's workbench view it is false, as before (a guest's copy of the page).
 */
export const MemberViewContext = createContext(false);
