import { MonitorList } from '../../../features/monitor/lazy-views';
import { MonitorPage } from '../../../features/monitor/monitor-page';
import analyticsCss from '../../../styles/analytics.css?url';
import monitorCss from '../../../styles/monitor.css?url';
import { inlineCss } from '../../../lib/inline-css';

export const handle = inlineCss({ analytics: analyticsCss, monitor: monitorCss });

/** Monitored search words: latest figures, changes since yesterday and since added, sparkline, alert rules. */
export default function Page() {
  return (
    <MonitorPage page="keyword">
      <MonitorList kind="keyword" />
    </MonitorPage>
  );
}
