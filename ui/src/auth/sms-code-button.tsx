import { useSmsCode, type SmsCodeProps } from './use-sms-code';

/** The SMS code button of the plain login forms (the site's SMS tab, the extension's popup): no UI kit. */
export function SmsCodeButton(props: SmsCodeProps) {
  const { label, loading, disabled, click } = useSmsCode(props);
  return (
    <button type="button" className="lf-code-button" data-testid="sms-button" disabled={disabled || loading} aria-busy={loading || undefined} onClick={click}>
      {loading ? <span className="lf-spinner" aria-hidden /> : null}
      {label}
    </button>
  );
}
