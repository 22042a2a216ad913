import { redirect } from 'react-router';
import { langFromPath, pathForLang } from '@marketlens/core/i18n';
import type { Route } from './+types/index';

/** /admin opens the first section; the console's frame sends a signed-out visitor to the login. */
export function loader({ request }: Route.LoaderArgs) {
  return redirect(pathForLang('/admin/backfill', langFromPath(new URL(request.url).pathname)));
}

export default function AdminIndex() {
  return null;
}
