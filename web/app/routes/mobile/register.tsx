import { useTranslation } from 'react-i18next';
import { PageMeta } from '../../components/page-meta';
import { BrandLogo } from '../../components/brand-logo';
import { RegisterCard } from '../../features/mobile/register-card';
import { AntdScope } from '../../lib/antd-scope';
import { useLocalize } from '../../lib/lang';

/** `/m/register`: the normal registration (new-member gift pack), then the mobile success page. */
export default function MobileRegister() {
  const { t } = useTranslation('mobile');
  const localize = useLocalize();
  return (
    <>
      <PageMeta title={t('meta.register.title')} description={t('register.lead')} />
      <section className="m-section m-register">
        <a href={localize('/m')} className="m-header-logo">
          <BrandLogo />
          <span className="visually-hidden">{t('header.home')}</span>
        </a>
        <h1 className="m-section-title">{t('sheet.registerTitle')}</h1>
        <p className="m-page-lead">{t('register.lead')}</p>
        {/* The form is the page: antd comes with it, so the first tap already works. */}
        <AntdScope>
          <RegisterCard />
        </AntdScope>
      </section>
    </>
  );
}
