import { AnalyticsPage } from '../../../components/workbench/analytics-page';
import { GroupList } from '../../../components/workbench/lazy-lists';
import analyticsCss from '../../../styles/analytics.css?url';
import type { Route } from './+types/industry-hot-selling';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: analyticsCss }];

/** Hot categories: the categories of a scope ranked by units sold in the window. */
export default function Page() {
  return (
    <AnalyticsPage page="industryHotSelling">
      <GroupList page="industryHotSelling" kind="category" />
    </AnalyticsPage>
  );
}
