/**
 * Splits antd's extracted styles into those a page needs for its first paint and those of popups
 * (dropdowns, tooltips, popovers) and their motion keyframes, which no element shows until a member
 * opens one. The first go into the head; the popups' go at the end of the body, so that the browser
 * neither waits for their bytes nor matches their rules before it paints the page.
 *
 * A block that is not one of antd's `<style>` elements stays in the head.
 */
const STYLE_BLOCK = /<style\b[^>]*>[\s\S]*?<\/style>/g;
const POPUP_COMPONENT = /^<style\b[^>]*>\.css-[\w-]+\.ant-(?:dropdown|tooltip|popover)(?:-css-var)?\{/;
const POPUP_MOTION = /^<style\b[^>]*data-css-hash="_effect-css-[\w-]+-ant(?:Slide|Move|Zoom|Fade)\w*"[^>]*>/;

export function splitStyles(styles: string): { head: string; later: string } {
  let head = '';
  let later = '';
  let last = 0;
  for (const match of styles.matchAll(STYLE_BLOCK)) {
    head += styles.slice(last, match.index);
    last = match.index + match[0].length;
    if (POPUP_COMPONENT.test(match[0]) || POPUP_MOTION.test(match[0])) later += match[0];
    else head += match[0];
  }
  return { head: head + styles.slice(last), later };
}
