import { useCallback, useEffect, useRef, useState } from 'react';
import { identity } from '@marketlens/core/contract';
import type { CaptchaResult, HttpClient } from '@marketlens/core/http';

export interface Puzzle {
  captchaId: string;
  background: string;
  piece: string;
  width: number;
  height: number;
  pieceSize: number;
  pieceY: number;
}

type DragPoint = { x: number; y: number; t: number };

/** How long the "check failed" state shows before a new puzzle loads. */
const RETRY_DELAY_MS = 900;

/** One slider puzzle from the server: the piece's position, the drag trail the server checks, and the verification. */
export function useSliderPuzzle(http: HttpClient, onPassed: (result: CaptchaResult) => void) {
  const [puzzle, setPuzzle] = useState<Puzzle | null>(null);
  const [x, setX] = useState(0);
  const [status, setStatus] = useState<'loading' | 'ready' | 'checking' | 'failed'>('loading');
  const trail = useRef<DragPoint[]>([]);
  const started = useRef(0);

  const load = useCallback(async () => {
    setStatus('loading');
    setX(0);
    trail.current = [];
    try {
      const res = await http.call(identity.issueSliderCaptcha, { body: {} }, { verifyCode: false });
      if (res.code !== 200 || !res.captchaId || !res.background || !res.piece) throw new Error('no puzzle');
      setPuzzle({ captchaId: res.captchaId, background: res.background, piece: res.piece, width: res.width ?? 300, height: res.height ?? 160, pieceSize: res.pieceSize ?? 44, pieceY: res.pieceY ?? 0 });
      setStatus('ready');
    } catch {
      setStatus('failed');
    }
  }, [http]);

  useEffect(() => {
    void load();
  }, [load]);

  const max = puzzle ? puzzle.width - puzzle.pieceSize : 0;

  const moveTo = useCallback(
    (next: number, y = 0) => {
      const clamped = Math.max(0, Math.min(max, Math.round(next)));
      const now = performance.now();
      if (trail.current.length === 0) {
        started.current = now;
        trail.current.push({ x: 0, y: 0, t: 0 });
      }
      trail.current.push({ x: clamped, y: Math.round(y), t: Math.round(now - started.current) });
      setX(clamped);
    },
    [max],
  );

  const submit = useCallback(async () => {
    if (!puzzle || status !== 'ready' || trail.current.length === 0) return;
    setStatus('checking');
    try {
      const res = await http.call(identity.verifySliderCaptcha, { body: { captchaId: puzzle.captchaId, x, trail: trail.current } }, { verifyCode: false });
      if (res.ret === 0 && res.ticket) return onPassed({ ret: 0, ticket: res.ticket, ...(res.randstr ? { randstr: res.randstr } : {}) });
    } catch {
      // A failed check and a failed call look the same to the user: try another puzzle.
    }
    setStatus('failed');
    setTimeout(() => void load(), RETRY_DELAY_MS);
  }, [http, load, onPassed, puzzle, status, x]);

  return { puzzle, x, max, status, moveTo, submit, reload: load };
}
