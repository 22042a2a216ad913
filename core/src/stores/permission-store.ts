import { createStore, type StoreApi } from 'zustand/vanilla';

/** A route the signed-in user may open in the workbench. */
export interface PermittedRoute {
  readonly path: string;
  readonly title?: string;
  readonly hidden?: boolean;
}

export interface PermissionState {
  addRouters: readonly PermittedRoute[];
  routers: readonly PermittedRoute[];
  setRouters(constant: readonly PermittedRoute[], added: readonly PermittedRoute[]): void;
  clear(): void;
}

export type PermissionStore = StoreApi<PermissionState>;

/** Permission state: the routes added for the user on top of the constant ones. */
export function createPermissionStore(): PermissionStore {
  return createStore<PermissionState>()((set) => ({
    addRouters: [],
    routers: [],
    setRouters: (constant, added) => set({ addRouters: added, routers: [...constant, ...added] }),
    clear: () => set({ addRouters: [], routers: [] }),
  }));
}
