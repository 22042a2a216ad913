import { AnalyticsPage } from '../../../components/workbench/analytics-page';
import { GroupList } from '../../../components/workbench/lazy-lists';
import analyticsCss from '../../../styles/analytics.css?url';
import { inlineCss } from '../../../lib/inline-css';

export const handle = inlineCss({ analytics: analyticsCss });

/** Brand ranking: brands ranked by units sold in the window. */
export default function Page() {
  return (
    <AnalyticsPage page="brandTop">
      <GroupList page="brandTop" kind="brand" />
    </AnalyticsPage>
  );
}
