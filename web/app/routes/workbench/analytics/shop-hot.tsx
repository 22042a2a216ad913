import { AnalyticsPage } from '../../../components/workbench/analytics-page';
import { GroupList } from '../../../components/workbench/lazy-lists';
import analyticsCss from '../../../styles/analytics.css?url';
import type { Route } from './+types/shop-hot';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: analyticsCss }];

/** Hot shops: shops ranked by units sold in the window. */
export default function Page() {
  return (
    <AnalyticsPage page="shopHot">
      <GroupList page="shopHot" kind="shop" />
    </AnalyticsPage>
  );
}
