import { Modal } from 'antd';
import type { KeyboardEvent, PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PUZZLE_DEFAULTS, pieceImageWidth, useSliderPuzzle } from '@marketlens/core/captcha';
import type { CaptchaResult } from '@marketlens/core/http';
import { useHttp } from '../../lib/http';
import { ArrowRightIcon, ReloadIcon } from '../icons/icons';

/**
 * The slider captcha: drag the piece (or move it with the arrow keys, Enter to check) into the gap.
 * The server issues the puzzle and decides; a pass answers ret 0 with the ticket and randstr.
 */
export default function SliderCaptcha({ onDone }: { onDone: (result: CaptchaResult) => void }) {
  const { t } = useTranslation('auth');
  const http = useHttp();
  const { puzzle, x, max, status, grab, drag, release, press, refresh } = useSliderPuzzle(http, onDone);
  const width = puzzle?.width ?? PUZZLE_DEFAULTS.width;
  const onPointerDown = (e: PointerEvent<HTMLButtonElement>) => {
    if (grab(e.clientX)) e.currentTarget.setPointerCapture(e.pointerId);
  };
  const onPointerMove = (e: PointerEvent<HTMLButtonElement>) => drag(e.clientX, e.clientY - e.currentTarget.getBoundingClientRect().top);
  const onKeyDown = (e: KeyboardEvent<HTMLButtonElement>) => {
    if (press(e.key, e.shiftKey)) e.preventDefault();
  };
  const message = status === 'failed' ? t('captcha.failed') : status === 'checking' ? t('captcha.checking') : t('captcha.hint');
  return (
    <Modal open centered width={width + 48} footer={null} title={t('captcha.title')} onCancel={() => onDone({ ret: 2 })} destroyOnHidden>
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
            <ReloadIcon aria-hidden />
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
            <ArrowRightIcon aria-hidden />
          </button>
        </div>
      </div>
    </Modal>
  );
}
