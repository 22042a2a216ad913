import { createStore, type StoreApi } from 'zustand/vanilla';
import type { CaptchaResult, CaptchaWidget } from '@marketlens/core/http';

/** Closing the puzzle without passing it, as the site's captcha answers it. */
const NOT_PASSED: CaptchaResult = Object.freeze({ ret: 2 });

/**
 * Core's captcha widget for an extension page: core's flows call verify(), the page shows the slider
 * while `open` is true and hands the result back through finish().
 */
export function createCaptchaBridge(): { store: StoreApi<{ open: boolean }>; widget: CaptchaWidget; finish: (result: CaptchaResult) => void } {
  const store = createStore<{ open: boolean }>()(() => ({ open: false }));
  let resolve: ((result: CaptchaResult) => void) | undefined;
  const finish = (result: CaptchaResult) => {
    const done = resolve;
    resolve = undefined;
    store.setState({ open: false });
    done?.(result);
  };
  return {
    store,
    finish,
    widget: {
      verify: () =>
        new Promise<CaptchaResult>((next) => {
          // A second request while one is open answers the first as not passed.
          resolve?.(NOT_PASSED);
          resolve = next;
          store.setState({ open: true });
        }),
    },
  };
}
