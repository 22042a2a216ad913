import { Suspense, useEffect, useState } from 'react';
import type { CaptchaResult } from '@marketlens/core/http';
import { useTranslation } from 'react-i18next';
import { openHostedCaptcha, registerCaptchaOpener } from '../../lib/captcha-bridge';
import { useRuntimeConfig } from '../../lib/runtime-config';
import { lazyAntd } from '../../lib/lazy-antd';

const SliderCaptcha = lazyAntd(() => import('./slider-captcha').then((m) => m.default));

/**
 * Opens the captcha whenever core's flows ask for one, and answers them with the result: the
 * self-hosted slider, or the hosted widget when the runtime configuration names one.
 */
export function CaptchaHost() {
  const [pending, setPending] = useState<((r: CaptchaResult) => void) | null>(null);
  const { captcha } = useRuntimeConfig();
  const { i18n } = useTranslation();
  useEffect(() => {
    registerCaptchaOpener(
      captcha.provider === 'hosted'
        ? () => openHostedCaptcha(captcha.scriptUrl, captcha.appId, i18n.language)
        : () => new Promise<CaptchaResult>((resolve) => setPending(() => resolve)),
    );
    return () => registerCaptchaOpener(null);
  }, [captcha.provider, captcha.scriptUrl, captcha.appId, i18n.language]);
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
