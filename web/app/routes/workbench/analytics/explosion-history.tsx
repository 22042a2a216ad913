import { AnalyticsPage } from '../../../components/workbench/analytics-page';
import { ExplosionHistory } from '../../../components/workbench/lazy-lists';
import analyticsCss from '../../../styles/analytics.css?url';
import { inlineCss } from '../../../lib/inline-css';

export const handle = inlineCss({ analytics: analyticsCss });

export default function Page() {
  return (
    <AnalyticsPage page="explosionHistory">
      <ExplosionHistory />
    </AnalyticsPage>
  );
}
