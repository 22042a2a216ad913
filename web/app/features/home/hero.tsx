import { useTranslation } from 'react-i18next';
import { useLocalize } from '../../lib/lang';
import { useIsLoggedIn } from '../../lib/session';
import { GoodsSearch } from './goods-search';
import { HeroArt } from './hero-art';

/** The hero: the promise, the way in, the id search and the workbench artwork. */
export function Hero() {
  const { t } = useTranslation('home');
  const localize = useLocalize();
  // Members are not offered the free start again: the workbench is their way on.
  const loggedIn = useIsLoggedIn();
  return (
    <section className="hero">
      <div className="container hero-inner">
        <div className="hero-copy">
          <h1>{t('hero.title')}</h1>
          <p className="hero-subtitle">{t('hero.subtitle')}</p>
          <div className="hero-actions">
            {loggedIn ? null : (
              <a className="btn btn-white btn-lg" href={localize('/register')}>
                {t('hero.start')}
              </a>
            )}
            <a className={loggedIn ? 'btn btn-white btn-lg' : 'btn btn-ghost btn-lg'} href={localize('/workbench/dashboard')} target="_blank" rel="noopener">
              {t('hero.workbench')}
            </a>
          </div>
          <GoodsSearch />
        </div>
        <HeroArt label={t('hero.artLabel')} />
      </div>
    </section>
  );
}
