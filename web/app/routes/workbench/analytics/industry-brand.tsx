import { AnalyticsPage } from '../../../components/workbench/analytics-page';
import { GroupList } from '../../../components/workbench/lazy-lists';
import analyticsCss from '../../../styles/analytics.css?url';
import { inlineCss } from '../../../lib/inline-css';

export const handle = inlineCss({ analytics: analyticsCss });

/** Brand distribution: the brands of a category by their share of the category's revenue. */
export default function Page() {
  return (
    <AnalyticsPage page="industryBrand">
      <GroupList page="industryBrand" kind="brand" defaultSort="gmv" extra={['share']} search />
    </AnalyticsPage>
  );
}
