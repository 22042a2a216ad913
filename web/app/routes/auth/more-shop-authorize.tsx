import { Button, Steps } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageMeta } from '../../components/page-meta';
import { useLocalize } from '../../lib/lang';

/** How to authorise more Ozon shops for the workbench. */
export default function MoreShopAuthorizePage() {
  const { t } = useTranslation('auth');
  const localize = useLocalize();
  return (
    <div className="auth-narrow auth-panel">
      <PageMeta title={t('moreShop.title')} description={t('moreShop.body')} />
      <h1 className="auth-title">{t('moreShop.title')}</h1>
      <p>{t('moreShop.body')}</p>
      <Steps
        orientation="vertical"
        current={-1}
        items={[{ title: t('moreShop.step1') }, { title: t('moreShop.step2') }, { title: t('moreShop.step3') }]}
      />
      <Button type="primary" size="large" href={localize('/workbench/dashboard')} target="_blank">
        {t('moreShop.button')}
      </Button>
    </div>
  );
}
