import { createStore, type StoreApi } from 'zustand/vanilla';
import { identityApi } from '../api/identity';
import { attempt } from '../auth/attempt';
import type { CallClient } from '../http/call-client';
import type { CaptchaResult } from '../http/platform';

/** Where a slider puzzle stands: being fetched, waiting for the drag, being checked by the server, or failed. */
export type SliderStatus = 'loading' | 'ready' | 'checking' | 'failed';

/** A puzzle as the server drew it: images as data: URLs, sizes and the piece's top edge in pixels. */
export interface Puzzle {
  readonly captchaId: string;
  readonly background: string;
  readonly piece: string;
  readonly width: number;
  readonly height: number;
  readonly pieceSize: number;
  readonly pieceY: number;
}

export interface SliderPuzzleState {
  readonly status: SliderStatus;
  /** The puzzle shown; the previous one stays while a new one loads, so the frame keeps its size. */
  readonly puzzle: Puzzle | null;
  /** Left edge of the piece, in pixels from the left of the background. */
  readonly x: number;
  /** The furthest the piece goes: background width less piece size. */
  readonly max: number;
}

export interface SliderPuzzleOptions {
  readonly http: CallClient;
  /** Called when the server accepts the drag, with ret 0, the single-use ticket and its randstr. */
  readonly onPassed: (result: CaptchaResult) => void;
  /** How long the failed state shows before a new puzzle loads. */
  readonly retryMs?: number;
  /** Milliseconds on a monotonic clock, for the trail's timings (default performance.now). */
  readonly now?: () => number;
}

export interface SliderPuzzle {
  readonly store: StoreApi<SliderPuzzleState>;
  /** Fetches a new puzzle (the first one too), forgets the trail and ignores answers still under way. */
  refresh(): Promise<void>;
  /** Moves the piece while the puzzle is ready, recording the sample the server checks the drag by. */
  moveTo(x: number, y?: number): void;
  /** Starts a drag at a pointer's x; false when the puzzle takes no drag now. */
  grab(clientX: number): boolean;
  /** Follows a drag's pointer; y is its offset from the top of the handle. */
  drag(clientX: number, y: number): void;
  /** Ends a drag and has the server check where the piece lies. */
  release(): void;
  /** Handles a key on the handle: arrows move, Shift further; Enter and Space check. False for other keys. */
  press(key: string, shiftKey: boolean): boolean;
  /** Has the server check the drag; a failure shows briefly and a new puzzle follows. */
  submit(): Promise<void>;
  /** Stops a pending reload and ignores answers still under way; refresh starts again. */
  cancel(): void;
}

/** Pixels an arrow key moves the piece: fine by default, coarse with Shift. */
export const SLIDER_KEY_STEPS = Object.freeze({ fine: 2, coarse: 10 });
/** Sizes of a puzzle whose answer leaves them out, and of the frame before the first puzzle arrives. */
/**
 * Width of the piece image: the served piece is a strip as tall as the background and as wide as
 * the piece with its knobs, so it is drawn at this width and the puzzle's height (never squashed)
 * and only moves horizontally.
 */
export function pieceImageWidth(pieceSize: number): number {
  return Math.round(pieceSize + (pieceSize / 5) * 2);
}

export const PUZZLE_DEFAULTS = Object.freeze({ width: 300, height: 160, pieceSize: 44, pieceY: 0 });
const RETRY_MS = 900;
const quiet = { verifyCode: false } as const;

type DragPoint = { x: number; y: number; t: number };

/** The slider captcha over the contract's issue and verify calls, with the drag trail the server checks; framework-free. */
export function createSliderPuzzle(options: SliderPuzzleOptions): SliderPuzzle {
  const { http } = options;
  const now = options.now ?? (() => performance.now());
  const store = createStore<SliderPuzzleState>()(() => ({ status: 'loading', puzzle: null, x: 0, max: 0 }));
  let round = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let trail: DragPoint[] = [];
  let started = 0;
  let grabbed: { startX: number; startClient: number } | null = null;

  const stop = () => {
    round += 1;
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    grabbed = null;
    return round;
  };

  async function refresh(): Promise<void> {
    const mine = stop();
    trail = [];
    store.setState({ status: 'loading', x: 0 });
    const res = await attempt(identityApi.issueSliderCaptcha(http, { body: {} }, quiet));
    if (mine !== round) return;
    if (!res.ok || !res.body.captchaId || !res.body.background || !res.body.piece) return store.setState({ status: 'failed' });
    const { captchaId, background, piece } = res.body;
    const puzzle: Puzzle = {
      captchaId,
      background,
      piece,
      width: res.body.width ?? PUZZLE_DEFAULTS.width,
      height: res.body.height ?? PUZZLE_DEFAULTS.height,
      pieceSize: res.body.pieceSize ?? PUZZLE_DEFAULTS.pieceSize,
      pieceY: res.body.pieceY ?? PUZZLE_DEFAULTS.pieceY,
    };
    store.setState({ status: 'ready', puzzle, max: puzzle.width - puzzle.pieceSize });
  }

  function moveTo(next: number, y = 0): void {
    const { status, max } = store.getState();
    if (status !== 'ready') return;
    const x = Math.max(0, Math.min(max, Math.round(next)));
    const at = now();
    // The server wants the drag to start at the left edge at time 0.
    if (trail.length === 0) {
      started = at;
      trail.push({ x: 0, y: 0, t: 0 });
    }
    trail.push({ x, y: Math.round(y), t: Math.round(at - started) });
    store.setState({ x });
  }

  async function submit(): Promise<void> {
    const { puzzle, status, x } = store.getState();
    if (!puzzle || status !== 'ready' || trail.length === 0) return;
    const mine = round;
    store.setState({ status: 'checking' });
    const res = await attempt(identityApi.verifySliderCaptcha(http, { body: { captchaId: puzzle.captchaId, x, trail: [...trail] } }, quiet));
    if (mine !== round) return;
    if (res.ok && res.body.ret === 0 && res.body.ticket) {
      return options.onPassed({ ret: 0, ticket: res.body.ticket, ...(res.body.randstr ? { randstr: res.body.randstr } : {}) });
    }
    // A wrong drag and a failed call look the same to the user, and a puzzle is good for one check only.
    store.setState({ status: 'failed' });
    timer = setTimeout(() => void refresh(), options.retryMs ?? RETRY_MS);
  }

  return {
    store,
    refresh,
    moveTo,
    submit,
    grab(clientX) {
      const { status, x } = store.getState();
      if (status !== 'ready') return false;
      grabbed = { startX: x, startClient: clientX };
      moveTo(x, 0);
      return true;
    },
    drag(clientX, y) {
      if (grabbed) moveTo(grabbed.startX + clientX - grabbed.startClient, y);
    },
    release() {
      if (!grabbed) return;
      grabbed = null;
      void submit();
    },
    press(key, shiftKey) {
      const step = shiftKey ? SLIDER_KEY_STEPS.coarse : SLIDER_KEY_STEPS.fine;
      const { x } = store.getState();
      if (key === 'ArrowRight') moveTo(x + step);
      else if (key === 'ArrowLeft') moveTo(x - step);
      else if (key === 'Enter' || key === ' ') void submit();
      else return false;
      return true;
    },
    cancel() {
      stop();
    },
  };
}
