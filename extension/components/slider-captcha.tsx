import { useMutation, useQuery } from '@tanstack/react-query';
import { useRef, useState, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { identity } from '@marketlens/core/contract';
import type { CaptchaResult, HttpClient } from '@marketlens/core/http';
import { failureOf } from '../lib/failure';
import { FailureNotice } from './failure-notice';

type Point = { x: number; y: number; t: number };

/** The self-hosted slider puzzle: drag the piece into the gap; resolves with the single-use ticket. */
export function SliderCaptcha({ http, onDone }: { http: HttpClient; onDone: (result: CaptchaResult) => void }) {
  const { t } = useTranslation(['extension', 'core']);
  const puzzle = useQuery({
    queryKey: ['captcha'],
    queryFn: async () => {
      const body = await http.call(identity.issueSliderCaptcha, { body: {} });
      if (body.code !== 200 || !body.captchaId || !body.background || !body.piece) throw new Error('no puzzle');
      return { ...body, captchaId: body.captchaId, background: body.background, piece: body.piece };
    },
    gcTime: 0,
    retry: false,
  });
  const [x, setX] = useState(0);
  const [failed, setFailed] = useState(false);
  const drag = useRef<{ startX: number; startT: number; trail: Point[] } | null>(null);
  const verify = useMutation({
    mutationFn: async (input: { captchaId: string; x: number; trail: Point[] }) => http.call(identity.verifySliderCaptcha, { body: input }),
    onSuccess: (body) => {
      if (body.code === 200 && body.ret === 0 && body.ticket && body.randstr) onDone({ ret: 0, ticket: body.ticket, randstr: body.randstr });
      else {
        setFailed(true);
        setX(0);
        void puzzle.refetch();
      }
    },
  });

  const width = puzzle.data?.width ?? 300;
  const pieceSize = puzzle.data?.pieceSize ?? 44;
  const maxX = width - pieceSize;

  function onDown(e: PointerEvent<HTMLButtonElement>) {
    e.currentTarget.setPointerCapture(e.pointerId);
    drag.current = { startX: e.clientX - x, startT: performance.now(), trail: [] };
  }
  function onMove(e: PointerEvent<HTMLButtonElement>) {
    const d = drag.current;
    if (!d) return;
    const next = Math.max(0, Math.min(maxX, e.clientX - d.startX));
    d.trail.push({ x: next, y: e.clientY, t: Math.round(performance.now() - d.startT) });
    setX(next);
  }
  function onUp() {
    const d = drag.current;
    drag.current = null;
    if (!d || !puzzle.data) return;
    verify.mutate({ captchaId: puzzle.data.captchaId, x, trail: d.trail });
  }

  return (
    <div className="ml-modal" role="dialog" aria-modal="true" aria-label={t('captcha.title')}>
      <div className="ml-modal-body" style={{ width: width + 24 }}>
        <h2 className="ml-h2">{t('captcha.title')}</h2>
        {puzzle.isPending && <p className="ml-muted">{t('captcha.loading')}</p>}
        {puzzle.isError && <FailureNotice failure={failureOf(puzzle.error)} onRetry={() => void puzzle.refetch()} />}
        {puzzle.data && (
          <>
            <div className="ml-puzzle" style={{ width, height: puzzle.data.height ?? 160 }}>
              <img src={puzzle.data.background} alt="" width={width} height={puzzle.data.height ?? 160} draggable={false} />
              <img className="ml-piece" src={puzzle.data.piece} alt="" width={pieceSize} height={pieceSize} style={{ left: x, top: puzzle.data.pieceY ?? 0 }} draggable={false} />
            </div>
            <div className="ml-track" style={{ width }}>
              <span className="ml-muted">{t('captcha.hint')}</span>
              <button
                type="button"
                className="ml-handle"
                data-testid="captcha-handle"
                aria-label={t('captcha.hint')}
                style={{ left: x }}
                onPointerDown={onDown}
                onPointerMove={onMove}
                onPointerUp={onUp}
              >
                {'→'}
              </button>
            </div>
          </>
        )}
        {failed && <p className="ml-error">{t('core:auth.captchaFailed')}</p>}
        <div className="ml-row">
          <button type="button" onClick={() => void puzzle.refetch()}>
            {t('captcha.refresh')}
          </button>
          <button type="button" onClick={() => onDone({ ret: 2 })}>
            {t('captcha.cancel')}
          </button>
        </div>
      </div>
    </div>
  );
}
