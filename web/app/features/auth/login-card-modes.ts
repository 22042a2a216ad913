import { LOGIN_MODES, type LoginMode } from '@marketlens/core/auth';

/** The modes of the card that follow the login tabs and use antd's forms: they load when the card reaches one. */
export type LaterMode = typeof LOGIN_MODES.accountSelect | typeof LOGIN_MODES.authSuccess | typeof LOGIN_MODES.identityAuth | typeof LOGIN_MODES.passwordReset | typeof LOGIN_MODES.accountRegister;

export function isLaterMode(mode: LoginMode): mode is LaterMode {
  return mode === LOGIN_MODES.accountSelect || mode === LOGIN_MODES.authSuccess || mode === LOGIN_MODES.identityAuth || mode === LOGIN_MODES.passwordReset || mode === LOGIN_MODES.accountRegister;
}
