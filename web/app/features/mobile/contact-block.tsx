import { useTranslation } from 'react-i18next';
import { ContactButton } from '../../components/contact/contact-button';
import { useLocalize } from '../../lib/lang';

/** 'Contact customer service': opens the contact popup (FunctionButtonClick, first_module 'H5 website'); beside it, feedback. */
export function ContactBlock() {
  const { t } = useTranslation('mobile');
  const localize = useLocalize();
  return (
    <section className="m-section m-contact" aria-labelledby="m-contact-title">
      <h2 id="m-contact-title" className="m-section-title">
        {t('contact.title')}
      </h2>
      <p>{t('contact.text')}</p>
      <div className="m-contact-actions">
        <ContactButton className="m-button m-button-primary" icon />
        <a href={localize('/m/feedback')} className="m-button m-button-soft" data-testid="m-feedback-link">
          {t('contact.feedback')}
        </a>
      </div>
    </section>
  );
}
