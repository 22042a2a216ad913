import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { captureInvite } from '@marketlens/core/auth';
import { useStores } from '../../lib/http';

/** After each route change, keeps the invite and campaign codes of the address in core's promote store. */
export function PromoteCapture() {
  const { search } = useLocation();
  const { promote } = useStores();
  useEffect(() => {
    captureInvite(search, promote);
  }, [search, promote]);
  return null;
}
