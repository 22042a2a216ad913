import { useEffect, useRef, useState } from 'react';
import { useStore } from 'zustand';
import type { CallClient } from '../http/call-client';
import type { CaptchaResult } from '../http/platform';
import { createSliderPuzzle, type SliderPuzzle, type SliderPuzzleState } from './slider-puzzle';

/** What a slider captcha component reads and calls. */
export type SliderPuzzleView = SliderPuzzleState & Pick<SliderPuzzle, 'refresh' | 'grab' | 'drag' | 'release' | 'press'>;

/** Shows a slider puzzle while mounted; a pass calls the latest onPassed, and unmounting stops it. */
export function useSliderPuzzle(http: CallClient, onPassed: (result: CaptchaResult) => void): SliderPuzzleView {
  // Parents pass a new callback on each render; the puzzle lives as long as the component.
  const latest = useRef(onPassed);
  useEffect(() => {
    latest.current = onPassed;
  }, [onPassed]);
  const [slider] = useState(() => createSliderPuzzle({ http, onPassed: (result) => latest.current(result) }));
  useEffect(() => {
    void slider.refresh();
    return () => slider.cancel();
  }, [slider]);
  const state = useStore(slider.store);
  return { ...state, refresh: slider.refresh, grab: slider.grab, drag: slider.drag, release: slider.release, press: slider.press };
}
