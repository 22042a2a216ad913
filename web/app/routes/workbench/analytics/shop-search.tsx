import { AnalyticsPage } from '../../../components/workbench/analytics-page';
import { GroupList } from '../../../components/workbench/lazy-lists';
import analyticsCss from '../../../styles/analytics.css?url';
import { inlineCss } from '../../../lib/inline-css';

export const handle = inlineCss({ analytics: analyticsCss });

/** Shop lookup: shops found by part of their name, with their sales, revenue and growth; each opens its goods. */
export default function Page() {
  return (
    <AnalyticsPage page="shopSearch">
      <GroupList page="shopSearch" kind="shop" search />
    </AnalyticsPage>
  );
}
