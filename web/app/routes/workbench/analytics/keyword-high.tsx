import { AnalyticsPage } from '../../../components/workbench/analytics-page';
import { KeywordList } from '../../../components/workbench/lazy-lists';
import analyticsCss from '../../../styles/analytics.css?url';
import type { Route } from './+types/keyword-high';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: analyticsCss }];

/** High-conversion words: add-to-cart ÷ searchers. */
export default function Page() {
  return (
    <AnalyticsPage page="keywordHigh">
      <KeywordList page="keywordHigh" defaultSort="conversion" />
    </AnalyticsPage>
  );
}
