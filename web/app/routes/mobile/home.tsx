import { useTranslation } from 'react-i18next';
import { langFromPath } from '@marketlens/core/i18n';
import { PageMeta } from '../../components/page-meta';
import { MobileAdvisors } from '../../features/mobile/advisors';
import { ContactBlock } from '../../features/mobile/contact-block';
import { DataStats } from '../../features/mobile/data-stats';
import { loadMobileHome } from '../../features/mobile/home-data.server';
import { HotCarousel } from '../../features/mobile/hot-carousel';
import { MobilePartners } from '../../features/mobile/partners';
import { ServiceCarousel } from '../../features/mobile/service-carousel';
import type { Route } from './+types/home';

/** The hot lists, statistics and categories come with the page's HTML, from the market calls in-process. */
export function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  return loadMobileHome(context, langFromPath(url.pathname), url.searchParams.get('typeId'));
}

/** The mobile home: daily hot list, data statistics, services, mentors, partners and contact. */
export default function MobileHome({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('mobile');
  return (
    <>
      <PageMeta title={t('meta.home.title')} description={t('meta.home.description')} />
      <h1 className="visually-hidden">{t('meta.home.title')}</h1>
      <HotCarousel data={loaderData} />
      <DataStats survey={loaderData.survey} />
      <ServiceCarousel />
      <MobileAdvisors />
      <MobilePartners />
      <ContactBlock />
    </>
  );
}
