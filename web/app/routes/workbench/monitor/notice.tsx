import { MonitorPage } from '../../../features/monitor/monitor-page';
import { NoticeCenter } from '../../../features/monitor/lazy-views';
import analyticsCss from '../../../styles/analytics.css?url';
import monitorCss from '../../../styles/monitor.css?url';
import { inlineCss } from '../../../lib/inline-css';

export const handle = inlineCss({ analytics: analyticsCss, monitor: monitorCss });

/** The notification centre: alerts of the monitors, mark read, how the member is told. */
export default function Page() {
  return (
    <MonitorPage page="notice">
      <NoticeCenter />
    </MonitorPage>
  );
}
