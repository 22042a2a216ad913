import { AnalyticsPage } from '../../../components/workbench/analytics-page';
import { GroupList } from '../../../components/workbench/lazy-lists';
import analyticsCss from '../../../styles/analytics.css?url';
import type { Route } from './+types/industry-brand';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: analyticsCss }];

/** Brand distribution: the brands of a category by their share of the category's revenue. */
export default function Page() {
  return (
    <AnalyticsPage page="industryBrand">
      <GroupList page="industryBrand" kind="brand" defaultSort="gmv" extra={['share']} search />
    </AnalyticsPage>
  );
}
