import { describe, expect, it } from 'vitest';
import { cookieAssignment, readCookie, writeCookie } from './cookies';

describe('session cookies', () => {
  it('are Secure on https and not on plain http (where a Secure cookie would be dropped)', () => {
    expect(cookieAssignment('USER_STORE', 'v', { days: 30, https: true })).toBe('USER_STORE=v; path=/; SameSite=Lax; max-age=2592000; Secure');
    expect(cookieAssignment('USER_STORE', 'v', { days: 30, https: false })).toBe('USER_STORE=v; path=/; SameSite=Lax; max-age=2592000');
  });

  it('are written and read back on the page', () => {
    writeCookie('ml_test', 'abc', 1);
    expect(readCookie('ml_test')).toBe('abc');
    expect(readCookie('ml_tes')).toBeUndefined();
  });
});
