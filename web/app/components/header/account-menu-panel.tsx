import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isMembershipExpired } from '@marketlens/core/auth';
import type { Tier } from '@marketlens/core/constants';
import { identity } from '@marketlens/core/contract';
import { formatDateTime } from '@marketlens/core/format';
import { useStore } from '@marketlens/core/stores';
import { useAuth } from '../../features/auth/use-auth';
import { useHttp, useStores } from '../../lib/http';
import { useLocalize } from '../../lib/lang';
import { WORKBENCH_URL } from './menus';
import { neverHadMembership } from '../../features/dashboard/membership-state';

/** The name the menu shows: the WeChat nickname, else the account, with a phone number's middle digits hidden. */
function displayName(user: Record<string, unknown> | undefined, nickName: string | undefined): string {
  const account = typeof user?.account === 'string' ? user.account : typeof user?.mobile === 'string' ? user.mobile : '';
  const masked = /^1\d{10}$/.test(account) ? `${account.slice(0, 3)}****${account.slice(7)}` : account;
  return nickName?.trim() || masked;
}

/** The account menu's content; the membership is read when the menu opens, so it is never stale. */
export default function AccountMenuPanel({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation('layout');
  const { t: tw } = useTranslation('workbench');
  const localize = useLocalize();
  const http = useHttp();
  const auth = useAuth();
  const { user } = useStores();
  const info = useStore(user, (s) => s.info);
  const product = useStore(user, (s) => s.product);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>(product ? 'ready' : 'loading');
  const [leaving, setLeaving] = useState(false);
  const first = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    first.current?.focus();
    let live = true;
    http
      .call(identity.getUserProductAndPolicy, undefined)
      .then((res) => {
        if (!live) return;
        if (res.code === 200) {
          user.getState().setProduct(res.data ?? null, res.data?.categoryBuyStatus);
          setState('ready');
        } else setState('failed');
      })
      .catch(() => live && setState('failed'));
    return () => {
      live = false;
    };
  }, [http, user]);
  const name = displayName(info?.user as Record<string, unknown> | undefined, info?.channelUserInfo?.nickName);
  const tier = typeof product?.tier === 'string' ? (product.tier as Tier) : undefined;
  const expired = isMembershipExpired(product ?? {}, http.platform.clock.now());
  const logout = async () => {
    setLeaving(true);
    await auth.logout();
    onClose();
    window.location.assign(localize('/'));
  };
  return (
    <div className="account-menu-panel" id={id} role="menu" aria-label={t('account.menu.title')} data-testid="account-menu">
      <div className="account-menu-head" role="none">
        <strong className="account-menu-name">{name || t('account.menu.member')}</strong>
        <span className="account-menu-plan" data-testid="account-menu-plan">
          {state === 'loading' && !product
            ? t('account.menu.loading')
            : state === 'failed' && !product
              ? t('account.menu.unavailable')
              : neverHadMembership(product)
                ? tw('dashboard.noMembership')
                : tier && !expired
                  ? tw('dashboard.plan', { tier: tw(`dashboard.tiers.${tier}`) })
                  : tw('dashboard.expired')}
        </span>
        {product?.maturityTime ? (
          <span className="account-menu-expiry">{tw('dashboard.expires', { date: formatDateTime(product.maturityTime) })}</span>
        ) : null}
      </div>
      <a ref={first} role="menuitem" className="account-menu-item" href={localize(WORKBENCH_URL)} onClick={onClose}>
        {t('account.menu.workbench')}
      </a>
      <a role="menuitem" className="account-menu-item" href={`${localize(WORKBENCH_URL)}#membership`} onClick={onClose}>
        {t('account.menu.membership')}
      </a>
      <a role="menuitem" className="account-menu-item" href={localize('/account/categories')} onClick={onClose} data-testid="account-menu-categories">
        {tw('categories.menuLink')}
      </a>
      <a role="menuitem" className="account-menu-item" href={localize('/account/orders')} onClick={onClose} data-testid="account-menu-orders">
        {t('account.menu.orders')}
      </a>
      <a role="menuitem" className="account-menu-item" href={localize('/feedback')} onClick={onClose} data-testid="account-menu-feedback">
        {t('account.menu.feedback')}
      </a>
      <button type="button" role="menuitem" className="account-menu-item account-menu-logout" disabled={leaving} onClick={() => void logout()} data-testid="account-menu-logout">
        {t('account.menu.logout')}
      </button>
    </div>
  );
}
