import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TOOL_MODULES, type MenuItem } from '../../components/header/menus';
import { useLocalize } from '../../lib/lang';

/** The pages a seller opens most, by their Tools-menu entries (same names, same addresses). */
const SHORTCUT_URLS = Object.freeze([
  '/workbench/selection/hot',
  '/workbench/selection/surge',
  '/ExplosionDetection/dataList',
  '/workbench/keyword/hot',
  '/workbench/industry/general',
  '/workbench/shop/search',
  '/workbench/monitor/product',
  '/tools/?toolType=1',
]);

const ITEMS: readonly MenuItem[] = SHORTCUT_URLS.map((url) => TOOL_MODULES.flatMap((m) => m.items).find((i) => i.url === url)).filter((i): i is MenuItem => i !== undefined);

export function Shortcuts() {
  const { t } = useTranslation('layout');
  const { t: tw } = useTranslation('workbench');
  const localize = useLocalize();
  return (
    <nav className="dashboard-shortcuts" data-testid="dashboard-shortcuts" aria-label={tw('dashboard.shortcuts')}>
      {ITEMS.map((i) => (
        <Link key={i.url} to={localize(i.url)}>
          {t(i.title)}
        </Link>
      ))}
    </nav>
  );
}
