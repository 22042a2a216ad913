import { useEffect, useState } from 'react';
import { useNavigation } from 'react-router';
import { LIMITS } from '@marketlens/core/constants';
import { usePendingCalls } from '../../lib/http';

/**
 * The top loading bar for navigations and requests: it appears only when work takes longer than
 * 200 ms, creeps across over 5 s, and fades 500 ms after the work ends.
 */
export function LoadingBar() {
  const navigating = useNavigation().state !== 'idle';
  const requests = usePendingCalls();
  const busy = navigating || requests > 0;
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const timer = busy
      ? window.setTimeout(() => setVisible(true), LIMITS.loadingBarDelayMs)
      : window.setTimeout(() => setVisible(false), LIMITS.loadingBarHideMs);
    return () => window.clearTimeout(timer);
  }, [busy]);
  if (!visible) return null;
  const style = busy
    ? { width: '90%', transition: `width ${LIMITS.loadingBarDurationMs}ms cubic-bezier(.1,.6,.3,1)` }
    : { width: '100%', opacity: 0, transition: `width .2s, opacity ${LIMITS.loadingBarHideMs}ms` };
  return <div className="loading-bar" aria-hidden data-testid="loading-bar" style={style} />;
}
