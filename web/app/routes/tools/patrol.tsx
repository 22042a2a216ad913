import { PatrolPage } from '../../features/patrol/patrol-page';
import analyticsCss from '../../styles/analytics.css?url';
import monitorCss from '../../styles/monitor.css?url';
import patrolCss from '../../styles/patrol.css?url';
import { inlineCss } from '../../lib/inline-css';

export const handle = inlineCss({ analytics: analyticsCss, monitor: monitorCss, patrol: patrolCss });

/** The anti-follow-sell patrol (`/tools/patrol/`): the member's goods and shops, follow-sellers, evidence. */
export default function Page() {
  return <PatrolPage />;
}
