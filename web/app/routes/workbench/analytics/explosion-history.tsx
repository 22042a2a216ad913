import { AnalyticsPage } from '../../../components/workbench/analytics-page';
import { ExplosionHistory } from '../../../components/workbench/lazy-lists';
import analyticsCss from '../../../styles/analytics.css?url';
import type { Route } from './+types/explosion-history';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: analyticsCss }];

export default function Page() {
  return (
    <AnalyticsPage page="explosionHistory">
      <ExplosionHistory />
    </AnalyticsPage>
  );
}
