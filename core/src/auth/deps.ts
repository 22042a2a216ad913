import type { Analytics } from '../analytics/index';
import type { CallClient } from '../http/call-client';
import type { PromoteStore } from '../stores/promote-store';
import type { UserStore } from '../stores/user-store';
import type { AuthStateStore } from './flow-state';

/** What the auth flows need: the request client (with its platform), the stores they fill, analytics. */
export interface AuthDeps {
  readonly http: CallClient;
  readonly user: UserStore;
  readonly promote: PromoteStore;
  readonly state: AuthStateStore;
  readonly analytics: Analytics;
  /** Goes to a page of the site (the normal registration's success page). */
  readonly navigate: (path: string) => void;
}
