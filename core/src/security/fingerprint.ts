/**
 * A fingerprint provider backed by FingerprintJS: the library loads once, on the first call (it
 * reads the browser, so never at import time), and every later call reuses the visitor id.
 */
export function fingerprintJs(): () => Promise<string> {
  let visitorId: Promise<string> | undefined;
  return () => {
    visitorId ??= import('@fingerprintjs/fingerprintjs')
      .then((fp) => fp.load())
      .then((agent) => agent.get())
      .then((result) => result.visitorId)
      .catch(() => {
        visitorId = undefined;
        return '';
      });
    return visitorId;
  };
}
