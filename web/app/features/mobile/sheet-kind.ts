/** Which sheet is open: login, the normal registration, or the lottery's activity registration and login. */
export type SheetKind = 'login' | 'register' | 'activity' | 'activityLogin';
