import { useTranslation } from 'react-i18next';
import { langFromPath } from '@marketlens/core/i18n';
import { PageMeta } from '../../components/page-meta';
import { loadLottery } from '../../features/lottery/lottery-data.server';
import { LotteryPage } from '../../features/lottery/lottery-page';
import { inlineCss } from '../../lib/inline-css';
import lotteryCss from '../../styles/lottery.css?url';
import type { Route } from './+types/lottery';

export const handle = inlineCss({ lottery: lotteryCss });

export function loader({ request, context }: Route.LoaderArgs) {
  return loadLottery(context, langFromPath(new URL(request.url).pathname));
}

/** The lucky draw on a phone (`aic` in the query carries the inviter's code into the registration). */
export default function MobileLottery({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('mobile');
  return (
    <>
      <PageMeta title={t('meta.lottery.title')} description={t('lottery.lead')} />
      <LotteryPage activity={loaderData.activity} />
    </>
  );
}
