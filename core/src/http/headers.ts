/** Header names of the request pipeline, shared by the clients that send them and the server that checks them. */
export const HEADERS = Object.freeze({
  /** Milliseconds since the epoch on the device when the request was made. */
  timestamp: 'timestamp',
  /** Anonymous analytics id of the visitor (the spec's firstId / distinct id). */
  anonymousId: 'x-anonymous-id',
  /** FingerprintJS visitor id of the browser. */
  fingerprint: 'x-fingerprint',
  /** Anti-abuse risk token computed from the request, the timestamp and the fingerprint. */
  riskToken: 'x-risk-token',
  /** RSA-encrypted anti-bot code (base64). */
  antiBot: 'x-anti-bot',
  /** The user token, on the five token paths only. */
  authorization: 'Authorization',
  /** The Control-T value, on the five token paths only. */
  controlT: 'Control-T',
  /** 'false' turns off code-based server messages for one request. */
  verifyCode: 'x-custom-verifyCode',
});

/** Cookie and storage names of the site's session (DECISIONS.md section 7). */
export const SESSION_KEYS = Object.freeze({
  userCookie: 'USER_STORE',
  controlTCookie: 'Control-T',
  isLoginStorage: 'isLogin',
});
