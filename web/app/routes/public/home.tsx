import { useTranslation } from 'react-i18next';
import { langFromPath } from '@marketlens/core/i18n';
import { AdvisorCarousel } from '../../features/home/advisor-carousel';
import { CallToAction } from '../../features/home/call-to-action';
import { CategoriesStrip } from '../../features/home/categories-strip';
import { CollegeTeaser } from '../../features/home/college-teaser';
import { Hero } from '../../features/home/hero';
import { HomeNotices } from '../../features/home/home-notices';
import { MarketToday } from '../../features/home/market-today';
import { ModuleGrid } from '../../features/home/module-grid';
import { PartnerGrid } from '../../features/home/partner-grid';
import { PlanTiers } from '../../components/marketing/plan-tiers';
import { StatsBand } from '../../components/marketing/stats-band';
import { ToolCards } from '../../features/home/tool-cards';
import { loadHomeData } from '../../features/home/home-data.server';
import { PageMeta } from '../../components/page-meta';
import { inlineCss, loadInlineCss } from '../../lib/inline-css';
import homeCss from '../../styles/home.css?url';
import type { Route } from './+types/home';

/** The page's stylesheet is small and needed for the first paint: it comes inline in the HTML. */
export const handle = inlineCss({ home: homeCss });

/**
 * Categories, today's market, the notices and the college teaser come with the page: in its HTML on the first visit, from this
 * same loader on the server when the visitor navigates here inside the site.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  return loadHomeData(context, langFromPath(url.pathname), url.searchParams.get('typeId'));
}

/** A navigation inside the site brings the page's stylesheet with its data: no unstyled first paint. */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const [data] = await Promise.all([serverLoader(), loadInlineCss(handle)]);
  return data;
}

/** The home page in the page's language. */
export default function HomePage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('home');
  return (
    <>
      <PageMeta title={t('meta.title')} description={t('meta.description')} />
      <Hero />
      <HomeNotices live={loaderData.live} liveAhead={loaderData.liveAhead} windows={loaderData.windows} />
      <StatsBand survey={loaderData.survey} />
      <CategoriesStrip categories={loaderData.categories} />
      <MarketToday market={loaderData.market} categories={loaderData.categories} />
      <ModuleGrid />
      <ToolCards />
      <PlanTiers />
      <AdvisorCarousel />
      <PartnerGrid />
      <CollegeTeaser articles={loaderData.articles} />
      <CallToAction />
    </>
  );
}
