import { smsButtonLabel, useSmsCountdown, type Auth, type MessagePurpose } from '@marketlens/core/auth';
import { useCoreT } from '../i18n/use-core-t';

export interface SmsCodeProps {
  auth: Auth;
  purpose: MessagePurpose;
  /** Reads the phone number from the form at the moment of the click. */
  mobile: () => string;
  /** After a send: the user-exists check of the spec. */
  onSent?: () => void;
  /** Asked before the captcha and the SMS: false sends nothing (the registration's number is taken). */
  beforeSend?: () => Promise<boolean>;
}

/** The SMS code button's state: captcha first, then a 60-second countdown before another code may be asked for. */
export function useSmsCode({ auth, purpose, mobile, onSent, beforeSend }: SmsCodeProps) {
  const { text } = useCoreT();
  const { state, start } = useSmsCountdown();
  const click = async () => {
    if (beforeSend && !(await beforeSend())) return;
    const sent = await start(() => auth.sendSmsCode(mobile(), purpose));
    if (sent) onSent?.();
  };
  return { label: text(smsButtonLabel(state)), loading: state.status === 'loading', disabled: state.status === 'counting', click: () => void click() };
}
