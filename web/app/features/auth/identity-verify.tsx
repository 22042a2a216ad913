import { lazy, Suspense } from 'react';
import type { Auth } from '@marketlens/core/auth';
import { CardLoading, RiskVerify } from '@marketlens/ui/auth';

// Loaded only when the WeChat check is chosen.
const IdentityQr = lazy(() => import('./identity-qr'));

/** Identity verification after a risk code (the shared form), with the site's WeChat scan check. */
export function IdentityVerify({ auth }: { auth: Auth }) {
  return (
    <RiskVerify
      auth={auth}
      qrCheck={() => (
        <Suspense fallback={<CardLoading />}>
          <IdentityQr auth={auth} />
        </Suspense>
      )}
    />
  );
}
