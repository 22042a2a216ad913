import { AnalyticsPage } from '../../../components/workbench/analytics-page';
import { ReverseLookup } from '../../../features/analytics/reverse-lookup';
import analyticsCss from '../../../styles/analytics.css?url';
import type { Route } from './+types/selection-keywords-reverse';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: analyticsCss }];

/** Keyword reverse lookup: the search words goods ids rank for, with their organic position. */
export default function Page() {
  return (
    <AnalyticsPage page="selectionKeywordsReverse">
      <ReverseLookup />
    </AnalyticsPage>
  );
}
