import { createStore, type StoreApi } from 'zustand/vanilla';
import { CHANNELS, LIMITS } from '../constants/limits';
import type { CallClient } from '../http/call-client';
import { attempt } from './attempt';

/** Where a WeChat login QR code stands: being fetched, shown, scanned (bound or not), expired, or not obtainable. */
export type QrPhase = 'idle' | 'loading' | 'waiting' | 'scanned' | 'unbound' | 'expired' | 'failed';

export interface LoginQrState {
  readonly phase: QrPhase;
  readonly sceneId: string;
  /** The QR image (a data: or https: URL). */
  readonly image: string;
  /** The page the QR code opens (the local development scan page). */
  readonly scanUrl: string;
  /** When the code stops working, by the platform clock; 0 before one is shown. */
  readonly expiresAt: number;
  /** Minutes the code is valid for, as the server said. */
  readonly minutes: number;
}

export interface LoginQrOptions {
  readonly http: CallClient;
  readonly appId?: string;
  readonly channelId?: number;
  readonly pollMs?: number;
  /** Called once per code when a phone scanned it; `bound` says whether a WeChat login will succeed. */
  readonly onScan?: (scan: { readonly sceneId: string; readonly bound: boolean }) => void;
}

export interface LoginQr {
  readonly store: StoreApi<LoginQrState>;
  /** Fetches a new code (the first one too) and polls it every 2 s until scanned or expired. */
  refresh(): void;
  /** Stops polling and ignores answers still under way; refresh starts again. */
  cancel(): void;
}

const IDLE: LoginQrState = { phase: 'idle', sceneId: '', image: '', scanUrl: '', expiresAt: 0, minutes: 0 };
const quiet = { verifyCode: false } as const;
/** The identity calls load with the first code, not with the sheet that may show one. */
const identity = async () => (await import('../api/identity')).identityApi;

/** A WeChat login QR code from the server, polled until scanned or expired; framework-free. */
export function createLoginQr(options: LoginQrOptions): LoginQr {
  const { http } = options;
  const store = createStore<LoginQrState>()(() => IDLE);
  const pollMs = options.pollMs ?? LIMITS.qrPollMs;
  let round = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let abort: AbortController | undefined;
  const now = () => http.platform.clock.now();

  const stop = () => {
    round += 1;
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    abort?.abort();
    abort = new AbortController();
    return { mine: round, signal: abort.signal };
  };

  async function poll(mine: number, signal: AbortSignal): Promise<void> {
    const { sceneId, expiresAt } = store.getState();
    // The device clock ends the code too, so an unreachable server still shows the refresh.
    if (now() >= expiresAt) return store.setState({ phase: 'expired' });
    const res = await attempt((await identity()).loginQrcodeStatus(http, { query: { sceneId } }, { ...quiet, signal }));
    if (mine !== round) return;
    if (!res.ok || res.body.status === 'expired') return store.setState({ phase: 'expired' });
    if (res.body.status === 'scanned') {
      const bound = res.body.bound === true;
      store.setState({ phase: bound ? 'scanned' : 'unbound' });
      return options.onScan?.({ sceneId, bound });
    }
    timer = setTimeout(() => void poll(mine, signal), pollMs);
  }

  async function load(mine: number, signal: AbortSignal): Promise<void> {
    store.setState({ ...IDLE, phase: 'loading' }, true);
    const query = { channelId: options.channelId ?? CHANNELS.channelId, ...(options.appId ? { appId: options.appId } : {}) };
    const res = await attempt((await identity()).createLoginQrcode(http, { query }, { ...quiet, signal }));
    if (mine !== round) return;
    if (!res.ok || !res.body.sceneId || !res.body.qrcodeUrl) return store.setState({ phase: 'failed' });
    const seconds = res.body.expiresIn ?? LIMITS.qrDefaultExpirySeconds;
    store.setState({ phase: 'waiting', sceneId: res.body.sceneId, image: res.body.qrcodeUrl, scanUrl: res.body.scanUrl ?? '', expiresAt: now() + seconds * 1000, minutes: Math.round(seconds / 60) });
    timer = setTimeout(() => void poll(mine, signal), pollMs);
  }

  return {
    store,
    refresh() {
      const { mine, signal } = stop();
      void load(mine, signal);
    },
    cancel() {
      stop();
    },
  };
}
