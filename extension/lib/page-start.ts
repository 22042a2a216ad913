import { getConnection, type Connection } from './connection';
import { readUiText, type UiText } from './ui-text';

/**
 * What an extension page needs before its first draw: the configured origins and the text it spoke
 * last. Asked for while this module is evaluated, so the storage round trip runs while the browser is
 * still evaluating React and i18next instead of after them; entry points import this module first.
 */
export const pageStart: Promise<readonly [Connection, UiText | undefined]> = Promise.all([getConnection().finally(() => performance.mark('conn')), readUiText().finally(() => performance.mark('text'))]);
performance.mark('asked');
