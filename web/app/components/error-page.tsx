import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse } from 'react-router';
import { useLocalize } from '../lib/lang';

/** The error page: one sentence and a way back home; the cause goes to the console, not the visitor. */
export function ErrorPage({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const localize = useLocalize();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (!notFound) console.error(error);
  const text = notFound ? t('notFound.title') : t('error.title');
  return (
    <main className="error-page" data-testid="error-page">
      <title>{text}</title>
      <Result
        status={notFound ? '404' : '500'}
        title={<h1 className="result-heading">{text}</h1>}
        extra={
          <a className="btn btn-primary" href={localize('/')}>
            {t('notFound.backHome')}
          </a>
        }
      />
    </main>
  );
}
