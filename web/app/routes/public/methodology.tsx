import { useTranslation } from 'react-i18next';
import { methodologyApi } from '@marketlens/core/api';
import { PageMeta } from '../../components/page-meta';
import { MethodologyPage } from '../../features/methodology/methodology-page';
import type { AccuracyState } from '../../features/methodology/accuracy-section';
import { pageRequest } from '../../features/content/content-data.server';
import { inlineCss, loadInlineCss } from '../../lib/inline-css';
import { useLang } from '../../lib/lang';
import homeCss from '../../styles/home.css?url';
import type { Route } from './+types/methodology';

/** The page's stylesheet (the home and about pages' one) is small and needed for the first paint: it comes inline in the HTML. */
export const handle = inlineCss({ home: homeCss });

/** The last measurement of the estimates' error, asked of this server's API while the page renders. */
export async function loader({ request, context }: Route.LoaderArgs): Promise<{ accuracy: AccuracyState }> {
  const { http } = pageRequest(context, request);
  const answer = await methodologyApi.accuracy(http, {}, { verifyCode: false }).catch(() => null);
  if (answer?.code !== 200) return { accuracy: { kind: 'unavailable' } };
  return { accuracy: answer.data.accuracy ? { kind: 'measured', accuracy: answer.data.accuracy } : { kind: 'none' } };
}

/** A navigation inside the site loads the stylesheet and the figures before the page renders. */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const [data] = await Promise.all([serverLoader(), loadInlineCss(handle)]);
  return data;
}

export default function Methodology({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('home');
  const lang = useLang();
  return (
    <>
      <PageMeta title={t('methodology.meta')} description={t('methodology.metaDescription')} />
      <MethodologyPage accuracy={loaderData.accuracy} lang={lang} />
    </>
  );
}
