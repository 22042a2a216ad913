import { CategoriesPage } from '../../features/categories/categories-page';
import categoriesCss from '../../styles/categories.css?url';
import type { Route } from './+types/categories';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: categoriesCss }];

/** My categories (`/account/categories`, `/en/…`, `/ru/…`): the top categories the plan binds. */
export default function Page() {
  return <CategoriesPage />;
}
