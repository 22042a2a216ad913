import { useCallback, useEffect, useState } from 'react';
import { attempt } from '@marketlens/core/auth';
import { identityApi } from '@marketlens/core/api';
import { CHANNELS } from '@marketlens/core/constants';
import { useHttp } from '../../lib/http';

/** Where a login QR code stands: being fetched, shown, scanned (bound or not), expired, or not obtainable. */
export type QrPhase = 'loading' | 'waiting' | 'scanned' | 'unbound' | 'expired' | 'failed';

export interface LoginQr {
  phase: QrPhase;
  sceneId: string;
  image: string;
  /** Minutes the code is valid for, as the server said. */
  minutes: number;
  refresh: () => void;
}

/** Polling interval of the scan status: quick enough that the login follows the phone at once. */
const POLL_MS = 2000;

/** A login QR code from the server, polled until it is scanned or expires; refresh asks for a new one. */
export function useLoginQr(): LoginQr {
  const http = useHttp();
  const [round, setRound] = useState(0);
  const [qr, setQr] = useState({ phase: 'loading' as QrPhase, sceneId: '', image: '', minutes: 0, expiresAt: 0 });
  useEffect(() => {
    let live = true;
    setQr((q) => ({ ...q, phase: 'loading' }));
    void attempt(identityApi.createLoginQrcode(http, { query: { channelId: CHANNELS.channelId } }, { verifyCode: false })).then((res) => {
      if (!live) return;
      if (!res.ok || !res.body.sceneId || !res.body.qrcodeUrl) return setQr((q) => ({ ...q, phase: 'failed' }));
      const seconds = res.body.expiresIn ?? 300;
      setQr({ phase: 'waiting', sceneId: res.body.sceneId, image: res.body.qrcodeUrl, minutes: Math.round(seconds / 60), expiresAt: Date.now() + seconds * 1000 });
    });
    return () => {
      live = false;
    };
  }, [http, round]);
  const { phase, sceneId, expiresAt } = qr;
  useEffect(() => {
    if (phase !== 'waiting' || !sceneId) return undefined;
    const timer = window.setInterval(() => {
      // The page's own clock ends the code too, so an unreachable server still shows the refresh.
      if (Date.now() >= expiresAt) return setQr((q) => ({ ...q, phase: 'expired' }));
      void attempt(identityApi.loginQrcodeStatus(http, { query: { sceneId } }, { verifyCode: false })).then((res) => {
        if (!res.ok) return setQr((q) => (q.sceneId === sceneId ? { ...q, phase: 'expired' } : q));
        const next: QrPhase | null = res.body.status === 'expired' ? 'expired' : res.body.status === 'scanned' ? (res.body.bound ? 'scanned' : 'unbound') : null;
        if (next) setQr((q) => (q.sceneId === sceneId && q.phase === 'waiting' ? { ...q, phase: next } : q));
      });
    }, POLL_MS);
    return () => window.clearInterval(timer);
  }, [http, phase, sceneId, expiresAt]);
  const refresh = useCallback(() => setRound((r) => r + 1), []);
  return { ...qr, refresh };
}
