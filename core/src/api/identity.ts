import { identity } from '../contract/index';
import { fetchersOf } from './endpoint';

/**
 * Client functions of the identity calls (core/README.md lists them). The account-data reads made
 * in the background after a login do not show code messages: their failures are expected states.
 */
export const identityApi = fetchersOf(identity, {
  giveAway: { verifyCode: false },
  userGivTrialVipWindow: { verifyCode: false },
  isOpenWindowV2: { verifyCode: false },
});
