import type { ReactNode } from 'react';
import { topNavClick } from '@marketlens/core/analytics';
import { webAnalytics } from '../../lib/analytics';
import { useLocalize } from '../../lib/lang';
import { OPEN_TYPE, type OpenType } from './menus';

interface MenuLinkProps {
  url: string;
  openType: OpenType;
  /** Name reported with WebTopNavClick. */
  contentName: string;
  className?: string;
  children: ReactNode;
}

/** A header link: localised and opened as its menu item says; the site's guest guard stops guests at members' pages. */
export function MenuLink({ url, openType, contentName, className, children }: MenuLinkProps) {
  const localize = useLocalize();
  const href = localize(url);
  const onClick = () => webAnalytics.track(...topNavClick(contentName));
  return (
    <a
      href={href}
      className={className}
      target={openType}
      rel={openType === OPEN_TYPE.newTab ? 'noopener' : undefined}
      onClick={onClick}
    >
      {children}
    </a>
  );
}
