import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageMeta } from '../../components/page-meta';
import { useLocalize } from '../../lib/lang';

/** After registration or an authorisation: confirmation and the way on to the workbench. */
export default function SuccessPage() {
  const { t } = useTranslation('auth');
  const localize = useLocalize();
  return (
    <div className="auth-narrow">
      <PageMeta title={t('success.title')} description={t('page.metaDescription')} />
      <Result
        status="success"
        title={<h1 className="result-heading">{t('success.title')}</h1>}
        subTitle={t('success.body')}
        extra={[
          <Button key="d" type="primary" href={localize('/workbench/dashboard')}>
            {t('success.toDashboard')}
          </Button>,
          <Button key="h" href={localize('/')}>
            {t('success.toHome')}
          </Button>,
        ]}
      />
    </div>
  );
}
