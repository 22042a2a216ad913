import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { stripLangPrefix } from '@marketlens/core/i18n';
import { LegalText } from '../../components/legal/legal-text';
import { PageMeta } from '../../components/page-meta';

/** `/m/agreement` and `/m/policy`: the service agreement and the privacy policy as pages. */
export default function MobileLegal() {
  const { t } = useTranslation('mobile');
  const kind = stripLangPrefix(useLocation().pathname).startsWith('/m/policy') ? 'privacy' : 'agreement';
  const title = t(kind === 'privacy' ? 'links.policy' : 'links.agreement');
  return (
    <>
      <PageMeta title={`${title} - MarketLens`} description={title} />
      <section className="m-section m-legal">
        <h1 className="m-section-title">{title}</h1>
        <LegalText kind={kind} />
      </section>
    </>
  );
}
