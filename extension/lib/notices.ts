import { createStore, type StoreApi } from 'zustand/vanilla';
import type { Notifier } from '@marketlens/core/http';
import type { Message } from '@marketlens/core/i18n';

/** How long a passing notice stays; the spec shows one message at a time. */
const NOTICE_MS = 4_000;

export interface Notice {
  id: number;
  level: 'success' | 'warning' | 'error';
  message: Message;
}

/** The popup's notices: what core's flows and request pipeline tell the user (welcome back, SMS sent, server messages). */
export function createNotices(): { store: StoreApi<Notice | null>; notifier: Notifier } {
  const store = createStore<Notice | null>()(() => null);
  let next = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const show = (level: Notice['level'], message: Message) => {
    clearTimeout(timer);
    const id = ++next;
    store.setState({ id, level, message }, true);
    timer = setTimeout(() => store.getState()?.id === id && store.setState(null, true), NOTICE_MS);
  };
  return {
    store,
    notifier: {
      success: (m) => show('success', m),
      warning: (m) => show('warning', m),
      error: (m) => show('error', m),
      // A persistent notice (the clock warning) stays until the popup closes.
      notice: ({ description }) => {
        clearTimeout(timer);
        store.setState({ id: ++next, level: 'warning', message: description }, true);
      },
    },
  };
}
