import type { CaptchaResult, CaptchaWidget } from '@marketlens/core/http';

type Opener = () => Promise<CaptchaResult>;
let opener: Opener | null = null;

/** The slider captcha host registers how to open the puzzle (see CaptchaHost). */
export function registerCaptchaOpener(next: Opener | null): void {
  opener = next;
}

/** Core's captcha widget on the website: opens the slider puzzle; closing it answers ret 2 (not passed). */
export const webCaptcha: CaptchaWidget = {
  verify: () => (opener ? opener() : Promise.resolve({ ret: 2 })),
};
