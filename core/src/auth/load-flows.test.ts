import { afterEach, describe, expect, it, vi } from 'vitest';
import { authFixture } from './auth-fixture';

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  vi.doUnmock('./flows');
});

describe('auth flows loaded with the first call', () => {
  it('say a failed load (the network) in the sheet, and load on the next call', async () => {
    let failures = 1;
    vi.doMock('./flows', async (importOriginal) => {
      if (failures-- > 0) throw new TypeError('Failed to fetch dynamically imported module');
      return importOriginal();
    });
    const fixture = await authFixture();
    close = () => fixture.server.close();
    await expect(fixture.auth.checkUserExists('13800138000', true)).rejects.toThrow();
    expect(fixture.auth.state.getState()).toMatchObject({ loading: false, error: { key: 'http.network' } });
    expect(fixture.calls('/checkUserExist')).toHaveLength(0);
    expect(await fixture.auth.checkUserExists('13800138000', true)).toBe(true);
  });
});
