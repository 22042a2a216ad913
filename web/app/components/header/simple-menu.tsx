import { useTranslation } from 'react-i18next';
import { MenuLink } from './menu-link';
import type { MenuItem } from './menus';
import { NavDropdown } from './nav-dropdown';

/** A one-column header menu (product solutions, courses). */
export function SimpleMenu({ label, items }: { label: string; items: readonly MenuItem[] }) {
  const { t } = useTranslation('layout');
  return (
    <NavDropdown label={label}>
      <ul className="nav-list">
        {items
          .filter((item) => !item.hidden)
          .map((item) => (
            <li key={item.url}>
              <MenuLink url={item.url} openType={item.openType} contentName={t(item.title)} className="nav-panel-link">
                {t(item.title)}
              </MenuLink>
            </li>
          ))}
      </ul>
    </NavDropdown>
  );
}
