import type { MessageInstance } from 'antd/es/message/interface';
import type { NotificationInstance } from 'antd/es/notification/interface';
import { messageText, type Message, type Translate } from '@marketlens/core/i18n';
import type { Notifier } from '@marketlens/core/http';
import { LIMITS } from '@marketlens/core/constants';

interface NotifierTarget {
  message: MessageInstance;
  notification: NotificationInstance;
  t: Translate;
}

type MessageKind = 'success' | 'warning' | 'error';

interface Job {
  key: string;
  run: (target: NotifierTarget) => void;
}

let target: NotifierTarget | null = null;
const queue: Job[] = [];
let wanted = false;
const listeners = new Set<() => void>();

// antd's message and notification code is not part of the first load: the first notice asks the
// NotifierBridge to load its host, and waits in the queue until the host connects.
function enqueue(job: Job): void {
  if (target) return job.run(target);
  queue.push(job);
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}

/** Connects the loaded antd message and notification APIs, and shows what waited for them. */
export function connectNotifier(next: NotifierTarget | null): void {
  target = next;
  if (next) for (const job of queue.splice(0)) job.run(next);
}

/** Whether anything has asked to be shown yet (the bridge then loads the notifier host). */
export function isNotifierWanted(): boolean {
  return wanted;
}

export function subscribeNotifierWanted(onChange: () => void): () => void {
  listeners.add(onChange);
  return () => listeners.delete(onChange);
}

/** Shows a short message whose text is already in the page's language; one at a time per key. */
export function showMessage(kind: MessageKind, content: string, options: { key?: string; duration?: number } = {}): void {
  const key = options.key ?? `${kind}:${content}`;
  enqueue({ key, run: ({ message }) => void message[kind]({ content, key, ...(options.duration === undefined ? {} : { duration: options.duration }) }) });
}

/** Takes back a message shown with this key (or drops it if it has not appeared yet). */
export function hideMessage(key: string): void {
  if (target) return target.message.destroy(key);
  const waiting = queue.findIndex((job) => job.key === key);
  if (waiting >= 0) queue.splice(waiting, 1);
}

const show = (kind: MessageKind) => (message: Message) => {
  enqueue({ key: `${kind}:core`, run: (tg) => void tg.message[kind]({ content: messageText(message, tg.t), key: `${kind}:${messageText(message, tg.t)}` }) });
};

/** How core's request pipeline and flows speak to the visitor on the website. */
export const webNotifier: Notifier = {
  success: show('success'),
  warning: show('warning'),
  error: show('error'),
  notice({ title, description }) {
    enqueue({
      key: 'notice',
      run: ({ notification, t }) => {
        // One persistent notice at a time (the spec's notification max count is 1).
        notification.destroy();
        notification.warning({ message: messageText(title, t), description: messageText(description, t), duration: 0, key: 'notice', placement: 'topRight' });
      },
    });
  },
};

export const NOTIFICATION_MAX_COUNT = LIMITS.notificationMaxCount;
