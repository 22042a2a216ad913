import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../http/resolve-platform';
import { createPromoteStore } from '../stores/promote-store';
import { activityExpandInfo, activityInviteCode, captureInvite } from './invite-capture';
import { isMembershipExpired } from './membership';
import { LOGIN_MODES, MESSAGE_PURPOSES } from './modes';
import { REGISTRATION_PROMPT_KEY, createRegistrationPrompt, nextMidnight } from './registration-prompt';
import { createSmsCountdown, smsButtonLabel } from './sms-countdown';

describe('SMS button countdown', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('goes idle → loading → 60 s countdown ticking each second → idle and enabled', async () => {
    const c = createSmsCountdown();
    let release: (ok: boolean) => void = () => {};
    const started = c.start(() => new Promise<boolean>((r) => (release = r)));
    expect(c.store.getState()).toEqual({ status: 'loading' });
    expect(await c.start(() => Promise.resolve(true))).toBe(false);
    release(true);
    expect(await started).toBe(true);
    expect(c.store.getState()).toEqual({ status: 'counting', seconds: 60 });
    expect(smsButtonLabel(c.store.getState())).toEqual({ key: 'auth.resendIn', params: { n: 60 } });
    vi.advanceTimersByTime(1000);
    expect(c.store.getState()).toEqual({ status: 'counting', seconds: 59 });
    vi.advanceTimersByTime(58_000);
    expect(c.store.getState()).toEqual({ status: 'counting', seconds: 1 });
    vi.advanceTimersByTime(1000);
    expect(c.store.getState()).toEqual({ status: 'idle' });
    expect(smsButtonLabel(c.store.getState())).toEqual({ key: 'auth.sendCode' });
  });

  it('re-enables the button at once when sending fails or throws, and stops when disposed', async () => {
    const c = createSmsCountdown();
    expect(await c.start(() => Promise.resolve(false))).toBe(false);
    expect(c.store.getState()).toEqual({ status: 'idle' });
    expect(await c.start(() => Promise.reject(new Error('offline')))).toBe(false);
    expect(c.store.getState()).toEqual({ status: 'idle' });
    await c.start(() => Promise.resolve(true));
    vi.advanceTimersByTime(3000);
    c.dispose();
    expect(c.store.getState()).toEqual({ status: 'idle' });
    vi.advanceTimersByTime(5000);
    expect(c.store.getState()).toEqual({ status: 'idle' });
  });
});

describe('membership expiry', () => {
  const now = Date.parse('2024-06-01T12:00:00Z');
  it('is expired only when both the plan and the bonus have ended at or before now', () => {
    expect(isMembershipExpired({ maturityTime: '2024-06-01T12:00:00Z', bonus: { endTime: '2024-05-01T00:00:00Z' } }, now)).toBe(true);
    expect(isMembershipExpired({ maturityTime: '2024-06-01T12:00:01Z', bonus: null }, now)).toBe(false);
    expect(isMembershipExpired({ maturityTime: '2024-05-01T00:00:00Z', bonus: { endTime: '2024-07-01T00:00:00Z' } }, now)).toBe(false);
    expect(isMembershipExpired({ maturityTime: now }, now)).toBe(true);
  });

  it('counts a product with neither date as expired', () => {
    expect(isMembershipExpired({}, now)).toBe(true);
    expect(isMembershipExpired(null, now)).toBe(true);
    expect(isMembershipExpired({ maturityTime: 'not a date', bonus: { endTime: '' } }, now)).toBe(true);
  });
});

describe('registration prompt', () => {
  function setup(loggedIn = false, start = new Date(2024, 5, 1, 22, 0, 0).getTime()) {
    let now = start;
    const storage = memoryStorage();
    const opened: number[] = [];
    const prompt = () => createRegistrationPrompt({ storage, clock: { now: () => now }, isLoggedIn: () => loggedIn, open: () => void opened.push(now) });
    return { storage, opened, prompt, advance: (ms: number) => (now += ms) };
  }

  it('opens the modal on the first click after 150 seconds, once, and remembers it until the next midnight', async () => {
    const s = setup();
    const p = s.prompt();
    s.advance(149_999);
    expect(await p.onClick()).toBe(false);
    s.advance(1);
    expect(await p.onClick()).toBe(true);
    expect(await p.onClick()).toBe(false);
    expect(s.opened).toHaveLength(1);
    expect(Number(s.storage.data.get(REGISTRATION_PROMPT_KEY))).toBe(new Date(2024, 5, 2).getTime());
    const samePage = s.prompt();
    s.advance(150_000);
    expect(await samePage.onClick()).toBe(false);
    s.advance(2 * 3600_000);
    const tomorrow = s.prompt();
    s.advance(150_000);
    expect(await tomorrow.onClick()).toBe(true);
  });

  it('never opens for a logged-in user', async () => {
    const s = setup(true);
    const p = s.prompt();
    s.advance(200_000);
    expect(await p.onClick()).toBe(false);
    expect(s.opened).toEqual([]);
  });

  it('computes the next local midnight', () => {
    expect(nextMidnight(new Date(2024, 11, 31, 23, 59).getTime())).toBe(new Date(2025, 0, 1).getTime());
  });
});

describe('invite and utm capture', () => {
  it('saves code and utm from the address unless scope is present', () => {
    const promote = createPromoteStore(memoryStorage());
    captureInvite('?code=INV5&scope=snsapi_base', promote);
    expect(promote.getState().invite_code).toBe('');
    captureInvite('?code=INV5&utm=summer', promote);
    expect(promote.getState()).toMatchObject({ invite_code: 'INV5', utm: 'summer' });
    captureInvite(new URLSearchParams('page=2'), promote);
    expect(promote.getState()).toMatchObject({ invite_code: 'INV5', utm: 'summer' });
  });

  it('reads the activity invite code from aic with activity 4 by default', () => {
    expect(activityInviteCode('?aic=A77')).toBe('A77');
    expect(activityInviteCode('')).toBeUndefined();
    expect(JSON.parse(activityExpandInfo('?aic=A77'))).toEqual({ actId: 4, inviteCode: 'A77' });
    expect(JSON.parse(activityExpandInfo('', 9))).toEqual({ actId: 9, inviteCode: '' });
  });
});

describe('login modes', () => {
  it('has the 13 modes and the three message purposes', () => {
    expect(Object.values(LOGIN_MODES)).toHaveLength(13);
    expect(new Set(Object.values(LOGIN_MODES)).size).toBe(13);
    expect(Object.values(MESSAGE_PURPOSES)).toEqual(['log', 'res', 'reg']);
  });
});

describe('the sheet spinner', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('clears 1,500 ms after a request that never settles set it, and a settled request clears it at once', async () => {
    const { createAuthState } = await import('./flow-state');
    const state = createAuthState();
    state.setState({ loading: true });
    vi.advanceTimersByTime(1499);
    expect(state.getState().loading).toBe(true);
    vi.advanceTimersByTime(1);
    expect(state.getState().loading).toBe(false);
    // A request that ends in time: the clock started by it does not clear the next one early.
    state.setState({ loading: true });
    vi.advanceTimersByTime(1000);
    state.setState({ loading: false });
    state.setState({ loading: true });
    vi.advanceTimersByTime(1000);
    expect(state.getState().loading).toBe(true);
    vi.advanceTimersByTime(500);
    expect(state.getState().loading).toBe(false);
  });
});
