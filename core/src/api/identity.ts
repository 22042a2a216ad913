import { identity } from '../contract/index';
import { fetchersOf } from './endpoint';

/**
 * Client functions of the identity calls (core/README.md lists them). The account-data reads made
 * in the background after a login do not show code messages: their failures are expected states.
 * The login calls do not either: the login card says why a login failed, in the form.
 */
export const identityApi = fetchersOf(identity, {
  giveAway: { verifyCode: false },
  userGivTrialVipWindow: { verifyCode: false },
  isOpenWindowV2: { verifyCode: false },
  loginPc: { verifyCode: false },
  loginV2: { verifyCode: false },
  identityVerify: { verifyCode: false },
});
