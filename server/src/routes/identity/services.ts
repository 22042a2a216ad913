import type { CaptchaProvider } from '../../services/captcha/slider';
import type { SmsProvider } from '../../services/sms/provider';

/** The pluggable parts of the identity service, chosen by configuration in createApp. */
export interface IdentityServices {
  sms: SmsProvider;
  captcha: CaptchaProvider;
}
