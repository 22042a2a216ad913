import { AnalyticsPage } from '../../../components/workbench/analytics-page';
import { GroupList } from '../../../components/workbench/lazy-lists';
import analyticsCss from '../../../styles/analytics.css?url';
import type { Route } from './+types/brand-top';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: analyticsCss }];

/** Brand ranking: brands ranked by units sold in the window. */
export default function Page() {
  return (
    <AnalyticsPage page="brandTop">
      <GroupList page="brandTop" kind="brand" />
    </AnalyticsPage>
  );
}
