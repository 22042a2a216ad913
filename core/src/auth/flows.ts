// What load-flows.ts loads on demand: every flow that calls the API.
export { loadAccountData, logout, restoreSession } from './account-data';
export { selectAccount } from './complete-login';
export { loginWithPassword, loginWithSms, loginWithWechat, verifyRisk } from './login-flow';
export { bindWechat, checkUserExists, register, registerWithWechat, resetPassword, sendSmsCode, setPassword } from './register-flow';
