import { AnalyticsPage } from '../../../components/workbench/analytics-page';
import { GoodsList } from '../../../components/workbench/lazy-lists';
import analyticsCss from '../../../styles/analytics.css?url';
import type { Route } from './+types/selection-hot';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: analyticsCss }];

/** Hot sellers: goods ranked by units sold in the window. */
export default function Page() {
  return (
    <AnalyticsPage page="selectionHot">
      <GoodsList page="selectionHot" defaultSort="sales" profit />
    </AnalyticsPage>
  );
}
