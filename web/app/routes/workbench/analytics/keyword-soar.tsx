import { AnalyticsPage } from '../../../components/workbench/analytics-page';
import { KeywordList } from '../../../components/workbench/lazy-lists';
import analyticsCss from '../../../styles/analytics.css?url';
import type { Route } from './+types/keyword-soar';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: analyticsCss }];

/** Soaring search words: heat against the previous window. */
export default function Page() {
  return (
    <AnalyticsPage page="keywordSoar">
      <KeywordList page="keywordSoar" defaultSort="growth" />
    </AnalyticsPage>
  );
}
