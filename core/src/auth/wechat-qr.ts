import type { AuthDeps } from './deps';
import { loadFlows } from './load-flows';
import { createLoginQr, type LoginQr, type LoginQrOptions } from './login-qr';
import { LOGIN_MODES } from './modes';

/** What a sheet may set of its QR code; the request client and the scan handling come from the flow. */
export type SheetQrOptions = Omit<LoginQrOptions, 'http' | 'onScan'>;

/**
 * The login sheet's QR code (mode qr_code_login): a scan by a bound WeChat logs in, one by an unbound
 * WeChat moves to qr_code_bind_wx (register a number with the same scene, registerWithWechat). The
 * scene is spent by the login whatever its answer, so a failed login shows a new code.
 */
export function wechatLoginQr(deps: AuthDeps, options: SheetQrOptions = {}): LoginQr {
  const qr: LoginQr = createLoginQr({
    ...options,
    http: deps.http,
    onScan: ({ sceneId, bound }) => {
      if (!bound) return deps.state.setState({ mode: LOGIN_MODES.qrCodeBindWx, error: null });
      void loadFlows()
        .then((flows) => flows.loginWithWechat(deps, sceneId))
        .then((ok) => {
          if (!ok && deps.state.getState().mode !== LOGIN_MODES.accountSelect) qr.refresh();
        });
    },
  });
  return qr;
}

/** A QR code that binds the scanning WeChat to the signed-in account (bindWechat); a failure shows a new code. */
export function wechatBindQr(deps: AuthDeps, options: SheetQrOptions = {}): LoginQr {
  const qr: LoginQr = createLoginQr({
    ...options,
    http: deps.http,
    onScan: ({ sceneId }) => {
      void loadFlows()
        .then((flows) => flows.bindWechat(deps, sceneId))
        .then((ok) => {
          if (!ok) qr.refresh();
        });
    },
  });
  return qr;
}
