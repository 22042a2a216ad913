import { useStore } from 'zustand';
import { SliderCaptcha } from '@marketlens/ui/captcha';
import '@marketlens/ui/styles/captcha.css';
import { useExtensionEnv } from '../lib/extension-context';
import { CoreGate } from './core-gate';

/** Shows the site's slider puzzle (@marketlens/ui) whenever one of core's flows asks for the captcha. */
export function CaptchaHost() {
  const { captcha } = useExtensionEnv();
  const open = useStore(captcha.store, (s) => s.open);
  if (!open) return null;
  return <CoreGate>{({ http }) => <SliderCaptcha http={http} onDone={captcha.finish} />}</CoreGate>;
}
