import { useTranslation } from 'react-i18next';
import { langFromPath } from '@marketlens/core/i18n';
import { PageMeta } from '../../components/page-meta';
import { loadLottery } from '../../features/lottery/lottery-data.server';
import { LotteryPage } from '../../features/lottery/lottery-page';
import { SheetProvider } from '../../features/mobile/sheets';
import { inlineCss } from '../../lib/inline-css';
import lotteryCss from '../../styles/lottery.css?url';
import type { Route } from './+types/lottery';

export const handle = inlineCss({ lottery: lotteryCss });

export function loader({ request, context }: Route.LoaderArgs) {
  return loadLottery(context, langFromPath(new URL(request.url).pathname));
}

/** The lucky draw on a computer: the same activity, draws and popups as the mobile page, in the site frame. */
export default function DesktopLottery({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('mobile');
  return (
    <SheetProvider>
      <PageMeta title={t('meta.lottery.title')} description={t('lottery.lead')} />
      <div className="lt-desktop">
        <LotteryPage activity={loaderData.activity} />
      </div>
    </SheetProvider>
  );
}
