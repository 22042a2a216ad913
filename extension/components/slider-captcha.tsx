import type { KeyboardEvent, PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PUZZLE_DEFAULTS, pieceImageWidth, useSliderPuzzle } from '@marketlens/core/captcha';
import type { CaptchaResult, HttpClient } from '@marketlens/core/http';

/**
 * The self-hosted slider puzzle, as on the site: drag the piece (or move it with the arrow keys, Enter
 * to check) into the gap; the server decides and a pass answers ret 0 with the single-use ticket.
 */
export function SliderCaptcha({ http, onDone }: { http: HttpClient; onDone: (result: CaptchaResult) => void }) {
  const { t } = useTranslation(['extension', 'core']);
  const { puzzle, x, max, status, grab, drag, release, press, refresh } = useSliderPuzzle(http, onDone);
  const width = puzzle?.width ?? PUZZLE_DEFAULTS.width;

  const onPointerDown = (e: PointerEvent<HTMLButtonElement>) => {
    if (grab(e.clientX)) e.currentTarget.setPointerCapture(e.pointerId);
  };
  const onPointerMove = (e: PointerEvent<HTMLButtonElement>) => drag(e.clientX, e.clientY - e.currentTarget.getBoundingClientRect().top);
  const onKeyDown = (e: KeyboardEvent<HTMLButtonElement>) => {
    if (press(e.key, e.shiftKey)) e.preventDefault();
  };
  const hint = status === 'failed' ? t('core:auth.captchaFailed') : status === 'loading' ? t('captcha.loading') : t('captcha.hint');

  return (
    <div className="ml-modal" role="dialog" aria-modal="true" aria-label={t('captcha.title')}>
      <div className="ml-modal-body" style={{ width: width + 24 }} data-testid="slider-captcha" data-captcha-id={puzzle?.captchaId}>
        <h2 className="ml-h2">{t('captcha.title')}</h2>
        <div className="ml-puzzle" style={{ width, height: puzzle?.height ?? PUZZLE_DEFAULTS.height }}>
          {puzzle && (
            <>
              <img src={puzzle.background} alt="" width={puzzle.width} height={puzzle.height} draggable={false} />
              <img className="ml-piece" src={puzzle.piece} alt="" width={pieceImageWidth(puzzle.pieceSize)} height={puzzle.height} style={{ left: x, top: 0 }} draggable={false} />
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
            onPointerUp={release}
            onKeyDown={onKeyDown}
          >
            {'→'}
          </button>
        </div>
        <div className="ml-row ml-end">
          <button type="button" onClick={() => void refresh()}>
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
