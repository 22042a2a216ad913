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

let target: NotifierTarget | null = null;

/** Connects core's notifications to antd once the page's providers exist (see NotifierBridge). */
export function connectNotifier(next: NotifierTarget | null): void {
  target = next;
}

const show = (kind: 'success' | 'warning' | 'error') => (message: Message) => {
  if (!target) return;
  void target.message[kind]({ content: messageText(message, target.t), key: `${kind}:${messageText(message, target.t)}` });
};

/** How core's request pipeline and flows speak to the visitor on the website. */
export const webNotifier: Notifier = {
  success: show('success'),
  warning: show('warning'),
  error: show('error'),
  notice({ title, description }) {
    if (!target) return;
    // One persistent notice at a time (the spec's notification max count is 1).
    target.notification.destroy();
    target.notification.warning({
      message: messageText(title, target.t),
      description: messageText(description, target.t),
      duration: 0,
      key: 'notice',
      placement: 'topRight',
    });
  },
};

export const NOTIFICATION_MAX_COUNT = LIMITS.notificationMaxCount;
