import { MESSAGE_PURPOSES, smsButtonLabel, useSmsCountdown, type Auth } from '@marketlens/core/auth';
import { useMessageText } from '../lib/use-message-text';

/** The SMS code button of core's flow: slider captcha, send, then the 60-second countdown. */
export function SmsCodeButton({ auth, mobile, onBeforeSend }: { auth: Auth; mobile: () => string; onBeforeSend?: () => boolean }) {
  const text = useMessageText();
  const { state, start } = useSmsCountdown();
  return (
    <button
      type="button"
      data-testid="sms-button"
      disabled={state.status !== 'idle'}
      onClick={() => {
        if (onBeforeSend && !onBeforeSend()) return;
        void start(() => auth.sendSmsCode(mobile(), MESSAGE_PURPOSES.login));
      }}
    >
      {text(smsButtonLabel(state))}
    </button>
  );
}
