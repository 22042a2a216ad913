import { mountPage } from '../../lib/mount';
import type { UiText } from '../../lib/ui-text';
import { PopupApp } from './popup-app';
import type { PopupTab } from './popup-frame';

/** The popup's React app, opening on the tab chosen in its frame (if any was clicked before it loaded). */
export function mountPopup(kept: UiText | undefined, initialTab: () => PopupTab): Promise<void> {
  return mountPage(<PopupApp initialTab={initialTab} />, kept);
}
