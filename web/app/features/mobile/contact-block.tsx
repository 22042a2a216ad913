import { useTranslation } from 'react-i18next';
import { ContactButton } from '../../components/contact/contact-button';

/** 'Contact customer service': opens the contact popup (FunctionButtonClick, first_module 'H5 website'). */
export function ContactBlock() {
  const { t } = useTranslation('mobile');
  return (
    <section className="m-section m-contact" aria-labelledby="m-contact-title">
      <h2 id="m-contact-title" className="m-section-title">
        {t('contact.title')}
      </h2>
      <p>{t('contact.text')}</p>
      <ContactButton className="m-button m-button-primary" icon />
    </section>
  );
}
