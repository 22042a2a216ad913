import { Button } from 'antd';
import { useSmsCode, type SmsCodeProps } from '@marketlens/ui/auth';

/** The SMS code button of the antd forms (registration, reset, binding, identity check). */
export function SmsCodeButton(props: SmsCodeProps) {
  const { label, loading, disabled, click } = useSmsCode(props);
  return (
    <Button className="sms-button" size="large" data-testid="sms-button" loading={loading} disabled={disabled} onClick={click}>
      {label}
    </Button>
  );
}

