import { useEffect, useState } from 'react';
import { useStore } from 'zustand';
import type { Auth } from './create-auth';
import type { AuthState } from './flow-state';
import type { LoginQr, LoginQrState } from './login-qr';
import { createSmsCountdown, type SmsButtonState } from './sms-countdown';

/** The state of an auth flow, re-rendering on every transition. */
export function useAuthState<T>(auth: Auth, select: (state: AuthState) => T): T {
  return useStore(auth.state, select);
}

/** An SMS button's countdown for one component; stops when the component unmounts. */
export function useSmsCountdown(): { state: SmsButtonState; start: (send: () => Promise<boolean>) => Promise<boolean> } {
  const [countdown] = useState(() => createSmsCountdown());
  useEffect(() => () => countdown.dispose(), [countdown]);
  const state = useStore(countdown.store);
  return { state, start: countdown.start };
}

/** Shows a QR code (from auth.wechatLoginQr, auth.wechatBindQr or createLoginQr) while mounted; polling stops on unmount. */
export function useLoginQr(create: () => LoginQr): LoginQrState & { refresh: () => void } {
  const [qr] = useState(create);
  useEffect(() => {
    qr.refresh();
    return () => qr.cancel();
  }, [qr]);
  return { ...useStore(qr.store), refresh: qr.refresh };
}
