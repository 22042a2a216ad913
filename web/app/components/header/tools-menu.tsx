import { useTranslation } from 'react-i18next';
import { MenuLink } from './menu-link';
import { TOOL_MODULES } from './menus';
import { NavDropdown } from './nav-dropdown';

/** The Tools dropdown: the seven workbench modules side by side, hidden entries left out. */
export function ToolsMenu() {
  const { t } = useTranslation('layout');
  return (
    <NavDropdown label={t('nav.tools')} wide>
      <div className="tools-grid">
        {TOOL_MODULES.map((module) => (
          <section key={module.title} className="tools-module">
            <h3 className="tools-module-title">{t(module.title)}</h3>
            <ul>
              {module.items
                .filter((item) => !item.hidden)
                .map((item) => (
                  <li key={item.url}>
                    <MenuLink url={item.url} openType={item.openType} contentName={t(item.title)} className="nav-panel-link">
                      {t(item.title)}
                    </MenuLink>
                  </li>
                ))}
            </ul>
          </section>
        ))}
      </div>
    </NavDropdown>
  );
}
