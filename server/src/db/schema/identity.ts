// Tables of accounts, sessions, SMS codes, captcha and risk control.
export {};
