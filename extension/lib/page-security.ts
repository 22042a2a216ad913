import type { Platform } from '@marketlens/core/http';
import { browserEnvironment, fingerprintJs } from '@marketlens/core/security';

/** What an extension page (it has a window) gives the anti-bot code: the fingerprint and the browser environment. */
export function pageSecurity(): Required<Pick<Platform, 'fingerprint' | 'environment'>> {
  return { fingerprint: fingerprintJs(), environment: browserEnvironment(window) };
}
