import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { data, Link, useLocation } from 'react-router';
import { langFromPath, pathForLang } from '@marketlens/core/i18n';

export function loader() {
  return data(null, { status: 404 });
}

export default function NotFoundPage() {
  const { t } = useTranslation();
  const home = pathForLang('/', langFromPath(useLocation().pathname));
  return (
    <main>
      <title>{t('notFound.title')}</title>
      <Result
        status="404"
        title="404"
        subTitle={t('notFound.title')}
        extra={
          <Link to={home}>
            <Button type="primary">{t('notFound.backHome')}</Button>
          </Link>
        }
      />
    </main>
  );
}
