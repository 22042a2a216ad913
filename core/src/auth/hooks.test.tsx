// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useCallQuery } from '../api/query';
import { parseRuntimeConfig } from '../config/index';
import { report } from '../contract/index';
import { createHttpClient } from '../http/client';
import { createPromoteStore } from '../stores/promote-store';
import { createUserStore } from '../stores/user-store';
import { memoryStorage } from '../http/resolve-platform';
import { json, startLoopback } from '../testing/loopback';
import { testPlatform } from '../testing/test-platform';
import { createAuth } from './create-auth';
import { useAuthState, useSmsCountdown } from './hooks';

let server: Awaited<ReturnType<typeof startLoopback>>;
beforeAll(async () => {
  server = await startLoopback((_req, res) => json(res, 200, { code: 200, data: [{ typeId: 99991, typeName: '数码家电' }] }, { 'access-control-allow-origin': '*' }));
});
afterAll(() => server.close());

describe('hooks', () => {
  it('renders the SMS button through loading and the countdown', async () => {
    const { result, unmount } = renderHook(() => useSmsCountdown());
    expect(result.current.state).toEqual({ status: 'idle' });
    await act(() => result.current.start(() => Promise.resolve(true)));
    expect(result.current.state).toEqual({ status: 'counting', seconds: 60 });
    unmount();
  });

  it('re-renders on auth state transitions', () => {
    const http = createHttpClient({ config: parseRuntimeConfig({}), platform: testPlatform() });
    const auth = createAuth({ http, user: createUserStore(), promote: createPromoteStore(memoryStorage()) });
    const { result } = renderHook(() => useAuthState(auth, (s) => s.loginType));
    expect(result.current).toBe('password');
    act(() => auth.setLoginType('sms'));
    expect(result.current).toBe('sms');
  });

  it('reads a call through TanStack Query', async () => {
    const http = createHttpClient({ config: parseRuntimeConfig({ apiOrigin: server.origin }), platform: testPlatform() });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
    const { result } = renderHook(() => useCallQuery(http, report.homeCat, { query: { lang: 'zh' } }), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data?.data[0]?.typeName).toBe('数码家电');
  });
});
