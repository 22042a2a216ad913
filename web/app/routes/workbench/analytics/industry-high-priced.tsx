import { AnalyticsPage } from '../../../components/workbench/analytics-page';
import { GroupList } from '../../../components/workbench/lazy-lists';
import analyticsCss from '../../../styles/analytics.css?url';
import type { Route } from './+types/industry-high-priced';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: analyticsCss }];

/** High-ticket categories: the categories of a scope that sold above the volume floor, ranked by average price. */
export default function Page() {
  return (
    <AnalyticsPage page="industryHighPriced">
      <GroupList page="industryHighPriced" kind="category" defaultSort="avgPrice" fixed={{ volumeFloor: 1 }} />
    </AnalyticsPage>
  );
}
