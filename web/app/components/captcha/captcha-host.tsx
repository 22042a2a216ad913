import { lazy, Suspense, useEffect, useState } from 'react';
import type { CaptchaResult } from '@marketlens/core/http';
import { useTranslation } from 'react-i18next';
import { openHostedCaptcha, registerCaptchaOpener } from '../../lib/captcha-bridge';
import { useHttp } from '../../lib/http';
import { useRuntimeConfig } from '../../lib/runtime-config';

// The shared slider (@marketlens/ui) and its styles load when a flow first asks for the captcha.
const SliderCaptcha = lazy(async () => {
  const [{ SliderCaptcha: Slider }] = await Promise.all([import('@marketlens/ui/captcha'), import('@marketlens/ui/styles/captcha.css')]);
  return { default: Slider };
});

/**
 * Opens the captcha whenever core's flows ask for one, and answers them with the result: the
 * self-hosted slider, or the hosted widget when the runtime configuration names one.
 */
export function CaptchaHost() {
  const [pending, setPending] = useState<((r: CaptchaResult) => void) | null>(null);
  const { captcha } = useRuntimeConfig();
  const { i18n } = useTranslation();
  const http = useHttp();
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
      <SliderCaptcha http={http} onDone={done} />
    </Suspense>
  );
}
