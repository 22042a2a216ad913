import { useEffect, useId, useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PUZZLE_DEFAULTS, pieceImageWidth, useSliderPuzzle } from '@marketlens/core/captcha';
import type { CallClient, CaptchaResult } from '@marketlens/core/http';
import { useUiIcons } from '../icons';

/**
 * The slider captcha: drag the piece (or move it with the arrow keys, Enter to check) into the gap.
 * The server issues the puzzle and decides; a pass answers ret 0 with the ticket and randstr, closing
 * the dialog (its × or Escape) answers ret 2. A dialog of its own, themed by the app's CSS variables.
 */
export function SliderCaptcha({ http, onDone }: { http: CallClient; onDone: (result: CaptchaResult) => void }) {
  const { t } = useTranslation('auth');
  const icons = useUiIcons();
  const titleId = useId();
  const dialog = useRef<HTMLDivElement>(null);
  useEffect(() => dialog.current?.focus(), []);
  const { puzzle, x, max, status, grab, drag, release, press, refresh } = useSliderPuzzle(http, onDone);
  const width = puzzle?.width ?? PUZZLE_DEFAULTS.width;
  const onPointerDown = (e: PointerEvent<HTMLButtonElement>) => {
    if (grab(e.clientX)) e.currentTarget.setPointerCapture(e.pointerId);
  };
  const onPointerMove = (e: PointerEvent<HTMLButtonElement>) => drag(e.clientX, e.clientY - e.currentTarget.getBoundingClientRect().top);
  const onKeyDown = (e: KeyboardEvent<HTMLButtonElement>) => {
    if (press(e.key, e.shiftKey)) e.preventDefault();
  };
  const cancel = () => onDone({ ret: 2 });
  const message = status === 'failed' ? t('captcha.failed') : status === 'checking' ? t('captcha.checking') : t('captcha.hint');
  return (
    <div className="mlu-modal" onKeyDown={(e) => e.key === 'Escape' && cancel()}>
      <div ref={dialog} className="mlu-modal-body" role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1} style={{ width: width + 48 }}>
        <div className="mlu-modal-head">
          <h2 id={titleId} className="mlu-modal-title">
            {t('captcha.title')}
          </h2>
          <button type="button" className="mlu-modal-close" aria-label={t('captcha.close')} onClick={cancel}>
            {'×'}
          </button>
        </div>
        <div className="captcha" data-testid="slider-captcha" data-captcha-id={puzzle?.captchaId}>
          <div className="captcha-stage" style={{ width, height: puzzle?.height ?? PUZZLE_DEFAULTS.height }}>
            {puzzle ? (
              <>
                <img src={puzzle.background} alt="" width={puzzle.width} height={puzzle.height} draggable={false} />
                <img
                  className="captcha-piece"
                  src={puzzle.piece}
                  alt=""
                  width={pieceImageWidth(puzzle.pieceSize)}
                  height={puzzle.height}
                  draggable={false}
                  style={{ left: x, top: 0 }}
                />
              </>
            ) : null}
            <button type="button" className="captcha-reload" aria-label={t('captcha.reload')} onClick={() => void refresh()}>
              <icons.reload aria-hidden />
            </button>
          </div>
          <div className={`captcha-track captcha-${status}`} style={{ width }}>
            <span className="captcha-track-text" aria-live="polite">
              {message}
            </span>
            <div className="captcha-fill" style={{ width: x + 40 }} />
            <button
              type="button"
              role="slider"
              className="captcha-handle"
              aria-label={t('captcha.handle')}
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
              <icons.arrowRight aria-hidden />
            </button>
          </div>
        </div>
      </div>
    </div>
  );
}
