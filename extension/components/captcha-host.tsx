import { useStore } from 'zustand';
import { useExtensionEnv } from '../lib/extension-context';
import { CoreGate } from './core-gate';
import { SliderCaptcha } from './slider-captcha';

/** Shows the slider puzzle whenever one of core's flows asks for the captcha. */
export function CaptchaHost() {
  const { captcha } = useExtensionEnv();
  const open = useStore(captcha.store, (s) => s.open);
  if (!open) return null;
  return <CoreGate>{({ http }) => <SliderCaptcha http={http} onDone={captcha.finish} />}</CoreGate>;
}
