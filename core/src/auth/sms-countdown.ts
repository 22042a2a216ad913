import { createStore, type StoreApi } from 'zustand/vanilla';
import { LIMITS } from '../constants/limits';
import type { Message } from '../i18n/messages';

/** The SMS button: idle → loading → counting down from 60 each second → idle (enabled). */
export type SmsButtonState = { readonly status: 'idle' } | { readonly status: 'loading' } | { readonly status: 'counting'; readonly seconds: number };

export interface SmsCountdown {
  readonly store: StoreApi<SmsButtonState>;
  /** Runs `send` unless busy; a true result starts the countdown, anything else re-enables the button. */
  start(send: () => Promise<boolean>): Promise<boolean>;
  /** Stops a running countdown (the sheet closed). */
  dispose(): void;
}

export function createSmsCountdown(seconds: number = LIMITS.smsCountdownSeconds, tickMs: number = LIMITS.smsCountdownTickMs): SmsCountdown {
  const store = createStore<SmsButtonState>()(() => ({ status: 'idle' }));
  let timer: ReturnType<typeof setInterval> | undefined;
  const stop = () => {
    if (timer !== undefined) clearInterval(timer);
    timer = undefined;
  };
  return {
    store,
    async start(send) {
      if (store.getState().status !== 'idle') return false;
      store.setState({ status: 'loading' }, true);
      let sent = false;
      try {
        sent = await send();
      } catch {
        sent = false;
      }
      if (!sent) {
        store.setState({ status: 'idle' }, true);
        return false;
      }
      store.setState({ status: 'counting', seconds }, true);
      timer = setInterval(() => {
        const s = store.getState();
        const left = s.status === 'counting' ? s.seconds - 1 : 0;
        if (left <= 0) {
          stop();
          store.setState({ status: 'idle' }, true);
        } else store.setState({ status: 'counting', seconds: left }, true);
      }, tickMs);
      return true;
    },
    dispose() {
      stop();
      store.setState({ status: 'idle' }, true);
    },
  };
}

/** The button's label: 'get code', or '{n}s to resend' while counting. */
export function smsButtonLabel(state: SmsButtonState): Message {
  return state.status === 'counting' ? { key: 'auth.resendIn', params: { n: state.seconds } } : { key: 'auth.sendCode' };
}
