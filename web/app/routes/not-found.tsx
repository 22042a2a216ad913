import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { data } from 'react-router';
import { useLocalize } from '../lib/lang';

export function loader() {
  return data(null, { status: 404 });
}

/** The not-found page: HTTP 404, the spec's sentence and a way home. */
export default function NotFoundPage() {
  const { t } = useTranslation();
  const localize = useLocalize();
  return (
    <>
      <title>{t('notFound.title')}</title>
      <meta name="robots" content="noindex" />
      <Result
        status="404"
        title="404"
        subTitle={<h1 className="result-heading">{t('notFound.title')}</h1>}
        extra={
          <a className="btn btn-primary" href={localize('/')}>
            {t('notFound.backHome')}
          </a>
        }
      />
    </>
  );
}
