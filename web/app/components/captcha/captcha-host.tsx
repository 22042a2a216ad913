import { Suspense, useEffect, useState } from 'react';
import type { CaptchaResult } from '@marketlens/core/http';
import { registerCaptchaOpener } from '../../lib/captcha-bridge';
import { lazyAntd } from '../../lib/lazy-antd';

const SliderCaptcha = lazyAntd(() => import('./slider-captcha').then((m) => m.default));

/** Opens the slider captcha whenever core's flows ask for one, and answers them with the result. */
export function CaptchaHost() {
  const [pending, setPending] = useState<((r: CaptchaResult) => void) | null>(null);
  useEffect(() => {
    registerCaptchaOpener(() => new Promise<CaptchaResult>((resolve) => setPending(() => resolve)));
    return () => registerCaptchaOpener(null);
  }, []);
  if (!pending) return null;
  const done = (result: CaptchaResult) => {
    setPending(null);
    pending(result);
  };
  return (
    <Suspense fallback={null}>
      <SliderCaptcha onDone={done} />
    </Suspense>
  );
}
