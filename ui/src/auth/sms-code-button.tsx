import { useSmsCode, type SmsCodeProps } from './use-sms-code';

/** The SMS code button of the login card's SMS tab: plain HTML, no antd. */
export function LightSmsCodeButton(props: SmsCodeProps) {
  const { label, loading, disabled, click } = useSmsCode(props);
  return (
    <button type="button" className="lf-code-button" data-testid="sms-button" disabled={disabled || loading} aria-busy={loading || undefined} onClick={click}>
      {loading ? <span className="lf-spinner" aria-hidden /> : null}
      {label}
    </button>
  );
}
