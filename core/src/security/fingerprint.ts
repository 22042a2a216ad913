/**
 * A fingerprint provider backed by FingerprintJS: the library loads once, on the first call (it
 * reads the browser, so never at import time), and every later call reuses the visitor id. It runs
 * wholly in the page: its statistics request to the vendor's host (which the site's CSP blocks) is off.
 */
export function fingerprintJs(): () => Promise<string> {
  let visitorId: Promise<string> | undefined;
  return () => {
    visitorId ??= import('@fingerprintjs/fingerprintjs')
      .then((fp) => fp.load({ monitoring: false }))
      .then((agent) => agent.get())
      .then((result) => result.visitorId)
      .catch(() => {
        visitorId = undefined;
        return '';
      });
    return visitorId;
  };
}
