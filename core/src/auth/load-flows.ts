/**
 * The auth flows, with the identity API and its schemas, load with the first call that needs them:
 * a login card paints, hydrates and takes typing without them, and a phone does not evaluate the
 * contract before the person has pressed a button.
 */
import type * as Flows from './flows';

let flows: Promise<typeof Flows> | undefined;

/** The flows module; a failed load (the network) is tried again by the next call. */
export function loadFlows(): Promise<typeof Flows> {
  flows ??= import('./flows').catch((err: unknown) => {
    flows = undefined;
    throw err;
  });
  return flows;
}
