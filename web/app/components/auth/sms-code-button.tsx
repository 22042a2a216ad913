import { Button } from 'antd';
import { smsButtonLabel, useSmsCountdown, type Auth, type MessagePurpose } from '@marketlens/core/auth';
import { useCoreT } from './use-core-t';

interface SmsCodeButtonProps {
  auth: Auth;
  purpose: MessagePurpose;
  /** Reads the phone number from the form at the moment of the click. */
  mobile: () => string;
  /** After a send: the user-exists check of the spec. */
  onSent?: () => void;
}

/** The SMS code button: captcha first, then a 60-second countdown before another code may be asked for. */
export function SmsCodeButton({ auth, purpose, mobile, onSent }: SmsCodeButtonProps) {
  const { text } = useCoreT();
  const { state, start } = useSmsCountdown();
  const click = async () => {
    const sent = await start(() => auth.sendSmsCode(mobile(), purpose));
    if (sent) onSent?.();
  };
  return (
    <Button
      className="sms-button"
      size="large"
      data-testid="sms-button"
      loading={state.status === 'loading'}
      disabled={state.status === 'counting'}
      onClick={() => void click()}
    >
      {text(smsButtonLabel(state))}
    </Button>
  );
}
