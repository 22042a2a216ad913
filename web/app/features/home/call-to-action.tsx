import { useTranslation } from 'react-i18next';
import { useLocalize } from '../../lib/lang';
import { useIsLoggedIn } from '../../lib/session';

/** The closing call to action: register for the new-member gift (guests only). */
export function CallToAction() {
  const { t } = useTranslation('home');
  const localize = useLocalize();
  const loggedIn = useIsLoggedIn();
  if (loggedIn) return null;
  return (
    <section className="cta-band" aria-labelledby="cta-title">
      <div className="container cta-inner">
        <div>
          <h2 id="cta-title">{t('cta.title')}</h2>
          <p>{t('cta.body')}</p>
        </div>
        <a className="btn btn-white btn-lg" href={localize('/register')}>
          {t('cta.button')}
        </a>
      </div>
    </section>
  );
}
