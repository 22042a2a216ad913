import type { MouseEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { topNavClick } from '@marketlens/core/analytics';
import { webAnalytics } from '../../lib/analytics';
import { isOpenToGuests } from '../../lib/guest-guard';
import { useLocalize } from '../../lib/lang';
import { showMessage } from '../../lib/notifier';
import { useIsLoggedIn } from '../../lib/session';
import { OPEN_TYPE, type OpenType } from './menus';

interface MenuLinkProps {
  url: string;
  openType: OpenType;
  /** Name reported with WebTopNavClick. */
  contentName: string;
  className?: string;
  children: ReactNode;
}

/** A header link: localised, opened as its menu item says, and closed to guests where the spec says so. */
export function MenuLink({ url, openType, contentName, className, children }: MenuLinkProps) {
  const { t } = useTranslation();
  const localize = useLocalize();
  const loggedIn = useIsLoggedIn();
  const href = localize(url);
  const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
    webAnalytics.track(...topNavClick(contentName));
    if (loggedIn || isOpenToGuests(url)) return;
    e.preventDefault();
    showMessage('warning', t('guestGuard'));
  };
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
