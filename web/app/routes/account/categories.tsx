import { CategoriesPage } from '../../features/categories/categories-page';
import categoriesCss from '../../styles/categories.css?url';
import { inlineCss } from '../../lib/inline-css';

export const handle = inlineCss({ categories: categoriesCss });

/** My categories (`/account/categories`, `/en/…`, `/ru/…`): the top categories the plan binds. */
export default function Page() {
  return <CategoriesPage />;
}
