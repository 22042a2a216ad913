import { CaptchaHost } from './captcha/captcha-host';
import { GuestGuard } from './behaviours/guest-guard';
import { LoadingBar } from './behaviours/loading-bar';
import { NotifierBridge } from './behaviours/notifier-bridge';
import { OfflineNotice } from './behaviours/offline-notice';
import { PromoteCapture } from './behaviours/promote-capture';
import { RegistrationPrompt } from './behaviours/registration-prompt';
import { ReloadOnBrokenPage } from './behaviours/reload-on-broken-page';

/**
 * The behaviours every page shares; none renders content on the server. Session end (401 or 403
 * RESTRICT_LOGIN), the clock-skew notice and the 429/500 messages come from core's request pipeline
 * through the notifier connected here.
 */
export function SiteBehaviours() {
  return (
    <>
      <NotifierBridge />
      <CaptchaHost />
      <LoadingBar />
      <OfflineNotice />
      <ReloadOnBrokenPage />
      <PromoteCapture />
      <RegistrationPrompt />
      <GuestGuard />
    </>
  );
}
