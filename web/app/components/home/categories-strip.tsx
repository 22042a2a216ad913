import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useHttp } from '../../lib/http';
import { useLang } from '../../lib/lang';
import { homeKeys } from './home-keys';

/** The twelve top-level Ozon categories, from the API. */
export function CategoriesStrip() {
  const { t } = useTranslation('home');
  const lang = useLang();
  const http = useHttp();
  const categories = useQuery({
    queryKey: homeKeys.categories(lang),
    queryFn: async () => (await import('./home-calls')).getHomeCategories(http, lang),
  });
  return (
    <section className="container categories" aria-live="polite" data-testid="home-categories">
      {categories.isSuccess ? (
        <>
          <h2 className="section-title">{t('categories.title', { count: categories.data.data.length })}</h2>
          <ul className="category-chips">
            {categories.data.data.map((c) => (
              <li key={c.typeId}>{c.typeName}</li>
            ))}
          </ul>
        </>
      ) : (
        <p className="muted">{categories.isError ? t('categories.failed') : t('categories.loading')}</p>
      )}
    </section>
  );
}
