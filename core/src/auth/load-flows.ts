/**
 * The auth flows, with the identity API and its schemas, load with the first call that needs them:
 * a login card paints, hydrates and takes typing without them, and a phone does not evaluate the
 * contract before the person has pressed a button.
 */
import type * as Flows from './flows';

let flows: Promise<typeof Flows> | undefined;

export function loadFlows(): Promise<typeof Flows> {
  return (flows ??= import('./flows'));
}
