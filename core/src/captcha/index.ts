export {
  PUZZLE_DEFAULTS,
  SLIDER_KEY_STEPS,
  createSliderPuzzle,
  pieceImageWidth,
  type Puzzle,
  type SliderPuzzle,
  type SliderPuzzleOptions,
  type SliderPuzzleState,
  type SliderStatus,
} from './slider-puzzle';
export { useSliderPuzzle, type SliderPuzzleView } from './use-slider-puzzle';
