import { useTranslation } from 'react-i18next';
import type { HomeCategory } from './home-data.server';

/** The twelve top-level Ozon categories, from the API (null when the call failed). */
export function CategoriesStrip({ categories }: { categories: HomeCategory[] | null }) {
  const { t } = useTranslation('home');
  return (
    <section className="container categories" data-testid="home-categories">
      {categories ? (
        <>
          <h2 className="section-title">{t('categories.title', { count: categories.length })}</h2>
          <ul className="category-chips">
            {categories.map((c) => (
              <li key={c.typeId}>{c.typeName}</li>
            ))}
          </ul>
        </>
      ) : (
        <p className="muted">{t('categories.failed')}</p>
      )}
    </section>
  );
}
