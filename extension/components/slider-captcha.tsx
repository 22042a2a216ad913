import { useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { CaptchaResult, HttpClient } from '@marketlens/core/http';
import { useSliderPuzzle } from '../lib/use-slider-puzzle';

/**
 * The self-hosted slider puzzle, as on the site: drag the piece (or move it with the arrow keys, Enter
 * to check) into the gap; the server decides and a pass answers ret 0 with the single-use ticket.
 */
export function SliderCaptcha({ http, onDone }: { http: HttpClient; onDone: (result: CaptchaResult) => void }) {
  const { t } = useTranslation(['extension', 'core']);
  const { puzzle, x, max, status, moveTo, submit, reload } = useSliderPuzzle(http, onDone);
  const drag = useRef<{ startX: number; startClient: number } | null>(null);
  const width = puzzle?.width ?? 300;

  const onPointerDown = (e: PointerEvent<HTMLButtonElement>) => {
    if (status !== 'ready') return;
    e.currentTarget.setPointerCapture(e.pointerId);
    drag.current = { startX: x, startClient: e.clientX };
    moveTo(x, 0);
  };
  const onPointerMove = (e: PointerEvent<HTMLButtonElement>) => {
    if (!drag.current) return;
    moveTo(drag.current.startX + e.clientX - drag.current.startClient, e.clientY - e.currentTarget.getBoundingClientRect().top);
  };
  const onPointerUp = () => {
    if (!drag.current) return;
    drag.current = null;
    void submit();
  };
  const onKeyDown = (e: KeyboardEvent<HTMLButtonElement>) => {
    const step = e.shiftKey ? 10 : 2;
    if (e.key === 'ArrowRight') moveTo(x + step);
    else if (e.key === 'ArrowLeft') moveTo(x - step);
    else if (e.key === 'Enter' || e.key === ' ') void submit();
    else return;
    e.preventDefault();
  };
  const hint = status === 'failed' ? t('core:auth.captchaFailed') : status === 'loading' ? t('captcha.loading') : t('captcha.hint');

  return (
    <div className="ml-modal" role="dialog" aria-modal="true" aria-label={t('captcha.title')}>
      <div className="ml-modal-body" style={{ width: width + 24 }} data-testid="slider-captcha" data-captcha-id={puzzle?.captchaId}>
        <h2 className="ml-h2">{t('captcha.title')}</h2>
        <div className="ml-puzzle" style={{ width, height: puzzle?.height ?? 160 }}>
          {puzzle && (
            <>
              <img src={puzzle.background} alt="" width={puzzle.width} height={puzzle.height} draggable={false} />
              <img className="ml-piece" src={puzzle.piece} alt="" width={puzzle.pieceSize} height={puzzle.pieceSize} style={{ left: x, top: puzzle.pieceY }} draggable={false} />
            </>
          )}
        </div>
        <div className={`ml-track ml-track-${status}`} style={{ width }}>
          <span className="ml-track-text" aria-live="polite">
            {hint}
          </span>
          <button
            type="button"
            role="slider"
            className="ml-handle"
            aria-label={t('captcha.hint')}
            aria-valuemin={0}
            aria-valuemax={max}
            aria-valuenow={x}
            disabled={status !== 'ready'}
            style={{ left: x }}
            onPointerDown={onPointerDown}
            onPointerMove={onPointerMove}
            onPointerUp={onPointerUp}
            onKeyDown={onKeyDown}
          >
            {'→'}
          </button>
        </div>
        <div className="ml-row ml-end">
          <button type="button" onClick={() => void reload()}>
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
