/** Hot-product detection: run a check, one case with its curve, the member's past checks. */
import { AnalyticsPage } from '../../../components/workbench/analytics-page';
import { ExplosionData } from '../../../components/workbench/lazy-lists';
import analyticsCss from '../../../styles/analytics.css?url';
import { inlineCss } from '../../../lib/inline-css';

export const handle = inlineCss({ analytics: analyticsCss });

export default function Page() {
  return (
    <AnalyticsPage page="explosionData">
      <ExplosionData />
    </AnalyticsPage>
  );
}
