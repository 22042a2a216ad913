/**
 * Clickjacking guard for the assistant's buttons that send something. The page cannot reach into our
 * closed shadow roots, but its CSS can still style our host elements (opacity 0, a filter, a clip) or
 * lay a lure over them with pointer-events: none, so that the user's real clicks land on a button they
 * cannot see. A guarded button acts only when, at the moment of the click, it is really visible: every
 * element from the button up to the document is fully opaque, unfiltered, unclipped and unscaled, the
 * click point and the button's centre hit the button itself, and (where the browser has
 * IntersectionObserver v2) the browser itself reports the button unoccluded and visible for a moment.
 */

/** How long a button must have been visible before a click on it counts (a lure cannot flash it under a click). */
export const ARM_MS = 400;
/** The smallest box, in CSS pixels, a guarded button may have. */
const MIN_SIZE = 8;

interface V2Init extends IntersectionObserverInit {
  trackVisibility: boolean;
  delay: number;
}
type V2Entry = IntersectionObserverEntry & { isVisible?: boolean };

const hasV2 = typeof IntersectionObserverEntry !== 'undefined' && 'isVisible' in IntersectionObserverEntry.prototype;

/** The element above `node`, crossing out of a shadow root to its host. */
function up(node: Element): Element | null {
  if (node.parentElement) return node.parentElement;
  const root = node.getRootNode();
  return root instanceof ShadowRoot ? root.host : null;
}

/** Whether nothing on the way from `target` to the document hides, fades, clips or shrinks it. */
export function styleVisible(target: Element): boolean {
  let opacity = 1;
  for (let node: Element | null = target; node; node = up(node)) {
    const s = getComputedStyle(node);
    if (s.display === 'none' || s.visibility !== 'visible' || s.contentVisibility === 'hidden') return false;
    opacity *= Number(s.opacity);
    if (opacity < 0.95) return false;
    if (s.filter !== 'none' || s.clipPath !== 'none' || (s.maskImage && s.maskImage !== 'none') || s.mixBlendMode !== 'normal') return false;
  }
  // A transform that shrinks the button (or an ancestor) leaves its box smaller than its layout size.
  const rect = target.getBoundingClientRect();
  const html = target as HTMLElement;
  if (rect.width < MIN_SIZE || rect.height < MIN_SIZE) return false;
  if (html.offsetWidth && rect.width < html.offsetWidth * 0.9) return false;
  if (html.offsetHeight && rect.height < html.offsetHeight * 0.9) return false;
  return true;
}

/** Whether the point hits `target` (through its closed shadow root `root`, whose host the document sees). */
export function hitsTarget(root: ShadowRoot, target: Element, x: number, y: number): boolean {
  if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) return false;
  if (document.elementFromPoint(x, y) !== root.host) return false;
  const inner = root.elementFromPoint(x, y);
  return inner !== null && target.contains(inner);
}

/**
 * Runs `handler` for the user's own click on `button` only while the button is really visible (see
 * above); otherwise `refused` is told and nothing is sent. Synthetic clicks are ignored as by onTrusted.
 */
export function onVisibleClick(button: HTMLElement, handler: (event: MouseEvent) => void, refused: () => void): void {
  // Since when the button has been seen: by the browser's visibility tracking where it has it, else since it was shown.
  let visibleSince: number | null = hasV2 ? null : performance.now();
  if (hasV2) {
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries as V2Entry[]) {
          if (entry.isVisible) visibleSince ??= performance.now();
          else visibleSince = null;
        }
      },
      { threshold: [1], trackVisibility: true, delay: 100 } as V2Init,
    );
    observer.observe(button);
  }
  button.addEventListener('click', (event) => {
    if (!event.isTrusted) return;
    const root = button.getRootNode();
    const rect = button.getBoundingClientRect();
    const ok =
      root instanceof ShadowRoot &&
      visibleSince !== null &&
      performance.now() - visibleSince >= ARM_MS &&
      styleVisible(button) &&
      hitsTarget(root, button, event.clientX, event.clientY) &&
      hitsTarget(root, button, rect.left + rect.width / 2, rect.top + rect.height / 2);
    if (ok) handler(event);
    else refused();
  });
}

/**
 * A confirm step inside the shadow root before an action that sends something: a click on `button`
 * puts a question with Confirm and Cancel in its place, and only a really visible click on Confirm
 * runs `run`; a click the guard refuses runs `hidden` (to say why nothing happened).
 */
export function confirmStep(button: HTMLElement, text: { question: string; confirm: string; cancel: string }, run: () => void, hidden: () => void): void {
  button.addEventListener('click', (event) => {
    if (!event.isTrusted || button.hidden) return;
    const yes = document.createElement('button');
    yes.className = 'primary';
    yes.textContent = text.confirm;
    const no = document.createElement('button');
    no.textContent = text.cancel;
    const question = document.createElement('span');
    question.textContent = text.question;
    const strip = document.createElement('div');
    strip.className = 'confirm';
    strip.setAttribute('role', 'group');
    strip.append(question, yes, no);
    const back = () => {
      strip.remove();
      button.hidden = false;
    };
    onVisibleClick(yes, () => (back(), run()), hidden);
    no.addEventListener('click', (e) => e.isTrusted && back());
    button.hidden = true;
    button.after(strip);
  });
}
