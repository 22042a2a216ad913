import { useTranslation } from 'react-i18next';
import { useLocalize } from '../../lib/lang';
import type { HomeCategory } from './home-data.server';

/** The twelve top-level Ozon categories, from the API (null when the call failed); each opens its industry overview. */
export function CategoriesStrip({ categories }: { categories: HomeCategory[] | null }) {
  const { t } = useTranslation('home');
  const localize = useLocalize();
  return (
    <section className="container categories" data-testid="home-categories">
      {categories ? (
        <>
          <h2 className="section-title">{t('categories.title', { count: categories.length })}</h2>
          <ul className="category-chips">
            {categories.map((c) => (
              <li key={c.typeId}>
                <a href={localize(`/workbench/industry/general?typeId=${c.typeId}`)}>{c.typeName}</a>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className="muted">{t('categories.failed')}</p>
      )}
    </section>
  );
}
