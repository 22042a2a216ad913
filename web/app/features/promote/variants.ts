import type { identity } from '@marketlens/core/contract';

/** The desktop and mobile promote pages, each with its registration mode. */
export const PROMOTE_VARIANTS = Object.freeze({
  channel: { mode: 'promote_register', meta: 'channel' },
  pc: { mode: 'promote_register', meta: 'pc' },
  pc2: { mode: 'promote_register_fast', meta: 'pc2' },
  landpage: { mode: 'promote_regsiter_bind_wx', meta: 'landpage' },
  mobile: { mode: 'promote_register', meta: 'pc' },
  mobile2: { mode: 'promote_register_fast', meta: 'pc2' },
  mobile3: { mode: 'promote_regsiter_bind_wx', meta: 'landpage' },
} as const satisfies Record<string, { mode: identity.RegisterMode; meta: string }>);
export type PromoteVariant = keyof typeof PROMOTE_VARIANTS;

