/** Business constants and limits of spec section 9; every timing in milliseconds. */
export const LIMITS = Object.freeze({
  registrationPromptDelayMs: 150_000,
  spinnerClearMs: 1500,
  notificationMaxCount: 1,
  qrImageMaxPx: 400,
  headerScrollThresholdPx: 42,
  headerScrollStartDelayMs: 1000,
  smsCountdownSeconds: 60,
  smsCountdownTickMs: 1000,
  phoneMaxLength: 11,
  passwordMaxLength: 32,
  passwordMinLength: 6,
  passwordRuleMaxLength: 16,
  smsCodeLength: 6,
  requestTimeoutMs: 10_000,
  clockSkewToleranceMs: 9 * 60_000,
  chunkReloadGuardMs: 60_000,
  domAppendReloadMs: 800,
  supplementDialogWidthPx: 620,
  supplementDialogSuccessWidthPx: 500,
  supplementDialogZIndex: 1070,
  modalWidthPx: 720,
  carouselAutoplayMs: 5000,
  carouselTransitionMs: 800,
  mobileMaxWidthPx: 750,
  loadingBarDelayMs: 200,
  loadingBarDurationMs: 5000,
  loadingBarHideMs: 500,
  languageStoreTtlMs: 24 * 60 * 60_000,
  localeCookieDays: 365,
  /** How often a shown WeChat login QR code asks whether it was scanned. */
  qrPollMs: 2000,
  /** Lifetime of a QR code whose answer did not say (the server's scenes last 5 minutes). */
  qrDefaultExpirySeconds: 300,
});

/** Channel and tenant ids the identity calls send (spec section 9). */
export const CHANNELS = Object.freeze({
  channelId: 2,
  channelIdAlt: 6,
  tenantId: 1,
  tokenChannelId: 2,
  defaultActivityId: 4,
  analyticsAppId: 'ozon',
  appName: 'ozon',
});

/** Numbers: ten-thousand unit threshold (5 integer digits) and amounts in cents. */
export const NUMBER_UNITS = Object.freeze({ tenThousand: 10_000, centsPerUnit: 100, defaultDecimals: 1 });
