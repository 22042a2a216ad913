import { AnalyticsPage } from '../../../components/analytics/analytics-page';
import { ExplosionHistory } from '../../../components/analytics/explosion';
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
