import type { Db } from '../../db/client';
import { smsOutbox } from '../../db/schema/index';
import type { Logger } from '../../log';

/** Delivers an SMS code; a real gateway implements the same interface. */
export interface SmsProvider {
  readonly name: string;
  send(message: { mobile: string; code: string; sendType: string }): Promise<void>;
}

/** The local provider: nothing leaves the machine; codes go to the log and to /api/dev/sms-outbox. */
export function outboxProvider(db: Db, log: Logger): SmsProvider {
  return {
    name: 'outbox',
    async send({ mobile, code, sendType }) {
      await db.insert(smsOutbox).values({ mobile, code, sendType });
      log.info('sms outbox', { mobile, code, sendType });
    },
  };
}
