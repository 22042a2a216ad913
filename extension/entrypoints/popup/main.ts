import { browser } from 'wxt/browser';
import '../../components/popup.css';
import { readUiText } from '../../lib/ui-text';
import { drawPopupFrame, type PopupTab } from './popup-frame';

// The popup's first frame needs no React: with the text kept by the last page it is drawn from this
// small module at once; React, the text's refresh and the panels load after that frame is painted.
const kept = readUiText();
const root = document.getElementById('root');
let chosenTab = (): PopupTab => 'account';
if (kept && root) {
  document.documentElement.lang = kept.locale;
  chosenTab = drawPopupFrame(root, kept.resources.extension.popup, () => void browser.runtime.openOptionsPage());
}
const mount = () => void import('./popup-root').then(({ mountPopup }) => mountPopup(kept, () => chosenTab()));
// After the frame is painted (a timer queued from the next animation frame runs after its paint).
if (kept && root) requestAnimationFrame(() => setTimeout(mount));
else mount();
