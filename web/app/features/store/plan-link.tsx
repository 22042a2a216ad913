import type { MouseEvent, ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useLocalize } from '../../lib/lang';
import { useIsLoggedIn } from '../../lib/session';
import { useSheets } from '../mobile/sheets';
import { checkoutPath, loginThen } from './paths';

interface PlanLinkProps {
  planId: number;
  className?: string;
  children: ReactNode;
  'data-testid'?: string;
}

/**
 * The button that takes a plan to the checkout. A guest goes to log in or register first and
 * comes back to the checkout of that plan: on the desktop site through the login page, on the
 * mobile site through the frame's login sheet.
 */
export function PlanLink({ planId, className = 'btn btn-primary', children, ...rest }: PlanLinkProps) {
  const localize = useLocalize();
  const loggedIn = useIsLoggedIn();
  const target = localize(checkoutPath(planId, false));
  return (
    <a className={className} href={loggedIn ? target : localize(loginThen(checkoutPath(planId, false)))} data-testid={rest['data-testid']}>
      {children}
    </a>
  );
}

/** The mobile site's plan button: the checkout step of the same page, after the login sheet for a guest. */
export function MobilePlanLink({ planId, className = 'btn btn-primary', children, ...rest }: PlanLinkProps) {
  const localize = useLocalize();
  const loggedIn = useIsLoggedIn();
  const navigate = useNavigate();
  const sheets = useSheets();
  const target = localize(checkoutPath(planId, true));
  const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
    e.preventDefault();
    if (loggedIn) return void navigate(target);
    sheets.open('login', () => window.location.assign(target));
  };
  return (
    <a className={className} href={target} onClick={onClick} data-testid={rest['data-testid']}>
      {children}
    </a>
  );
}
