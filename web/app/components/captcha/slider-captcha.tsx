import { Modal } from 'antd';
import { useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { CaptchaResult } from '@marketlens/core/http';
import { useSliderPuzzle } from './use-slider-puzzle';
import { ArrowRightIcon, ReloadIcon } from '../icons/icons';

/**
 * The slider captcha: drag the piece (or move it with the arrow keys, Enter to check) into the gap.
 * The server issues the puzzle and decides; a pass answers ret 0 with the ticket and randstr.
 */
export default function SliderCaptcha({ onDone }: { onDone: (result: CaptchaResult) => void }) {
  const { t } = useTranslation('auth');
  const { puzzle, x, max, status, moveTo, submit, reload } = useSliderPuzzle(onDone);
  const drag = useRef<{ startX: number; startClient: number } | null>(null);
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
  const message = status === 'failed' ? t('captcha.failed') : status === 'checking' ? t('captcha.checking') : t('captcha.hint');
  return (
    <Modal open centered width={puzzle ? puzzle.width + 48 : 348} footer={null} title={t('captcha.title')} onCancel={() => onDone({ ret: 2 })} destroyOnHidden>
      <div className="captcha" data-testid="slider-captcha" data-captcha-id={puzzle?.captchaId}>
        <div className="captcha-stage" style={{ width: puzzle?.width ?? 300, height: puzzle?.height ?? 160 }}>
          {puzzle ? (
            <>
              <img src={puzzle.background} alt="" width={puzzle.width} height={puzzle.height} draggable={false} />
              <img
                className="captcha-piece"
                src={puzzle.piece}
                alt=""
                width={puzzle.pieceSize}
                height={puzzle.pieceSize}
                draggable={false}
                style={{ left: x, top: puzzle.pieceY }}
              />
            </>
          ) : null}
          <button type="button" className="captcha-reload" aria-label={t('captcha.reload')} onClick={() => void reload()}>
            <ReloadIcon aria-hidden />
          </button>
        </div>
        <div className={`captcha-track captcha-${status}`} style={{ width: puzzle?.width ?? 300 }}>
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
            onPointerUp={onPointerUp}
            onKeyDown={onKeyDown}
          >
            <ArrowRightIcon aria-hidden />
          </button>
        </div>
      </div>
    </Modal>
  );
}
