import { useQuery } from '@tanstack/react-query';
import { Button, Empty, Skeleton } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CALL_REFS, queryKeys } from '@marketlens/core/api';
import { useStore } from '@marketlens/core/stores';
import { DashboardHotLists } from './hot-lists';
import { MembershipSummary } from './membership';
import { RecentViews } from './recent-views';
import { Shortcuts } from './shortcuts';
import { CategoryPrompt } from '../categories/category-prompt';
import { loadIdentity } from '../analytics/contract';
import { detailPath } from '../../lib/workbench-paths';
import { PageMeta } from '../../components/page-meta';
import { Panel } from '../../components/panel';
import { useHttp, useStores } from '../../lib/http';
import { useLocalize } from '../../lib/lang';
import { useIsLoggedIn } from '../../lib/session';

/**
 * The member's start page: membership and what the tier allows, bound categories, today's six hot
 * lists for those categories, the detail views opened last, and the pages used most. It loads after
 * the page's first scripts (routes/workbench/dashboard.tsx) and hydrates the server's copy.
 */
export function Dashboard() {
  const { t } = useTranslation('workbench');
  const localize = useLocalize();
  const loggedIn = useIsLoggedIn();
  const { user } = useStores();
  const http = useHttp();
  // The logout flow loads when used, not with the page.
  const logout = async () => {
    const { logout: leave } = await import('@marketlens/core/auth');
    await leave(http, user);
    window.location.assign(localize('/'));
  };
  // The page reads the membership and the bound categories itself: after a login the page is
  // reloaded and the store the login filled is gone.
  const productQuery = useQuery({
    queryKey: queryKeys.call(CALL_REFS.identity.getUserProductAndPolicy, undefined),
    queryFn: async () => http.call((await loadIdentity()).getUserProductAndPolicy, undefined),
    enabled: loggedIn,
  });
  const categoryQuery = useQuery({
    queryKey: queryKeys.call(CALL_REFS.identity.userCategoryList, undefined),
    queryFn: async () => http.call((await loadIdentity()).userCategoryList, undefined),
    enabled: loggedIn,
  });
  const loadedProduct = productQuery.data?.code === 200 ? productQuery.data.data : undefined;
  const loadedCategories = categoryQuery.data?.code === 200 ? categoryQuery.data.data?.categorys : undefined;
  useEffect(() => {
    if (loadedProduct) user.getState().setProduct(loadedProduct, loadedProduct.categoryBuyStatus);
  }, [loadedProduct, user]);
  useEffect(() => {
    if (loadedCategories) user.getState().setCategories(loadedCategories);
  }, [loadedCategories, user]);
  const product = useStore(user, (s) => s.product);
  const mainCategory = useStore(user, (s) => s.mainCategory);
  const categories = Object.values(mainCategory);
  // The hot lists wait for the bound categories, so they open on the member's own category.
  const categoriesKnown = !loggedIn || !categoryQuery.isPending;
  return (
    <div className="container dashboard">
      <PageMeta title={t('dashboard.title')} description={t('dashboard.metaDescription')} />
      <h1 className="section-title">{loggedIn ? t('dashboard.welcome') : t('dashboard.guestTitle')}</h1>
      {loggedIn ? <CategoryPrompt /> : null}
      {loggedIn ? (
        <div className="dashboard-grid">
          <Panel id="membership" title={t('dashboard.membership')} data-testid="dashboard-membership">
            {productQuery.isPending && !product ? <Skeleton active paragraph={{ rows: 1 }} /> : <MembershipSummary product={product} onLogout={() => void logout()} />}
          </Panel>
          <Panel
            title={t('dashboard.categories')}
            data-testid="dashboard-categories"
            extra={
              <Link to={localize('/account/categories')} data-testid="dashboard-categories-link">
                {t('categories.manage')}
              </Link>
            }
          >
            {categoryQuery.isPending && !categories.length ? (
              <Skeleton active paragraph={{ rows: 1 }} />
            ) : categories.length ? (
              <>
                <p className="dashboard-chips">
                  {categories.map((c) => (
                    <Link key={c.typeId} className="dashboard-chip" to={localize(detailPath('category', c.typeId))}>
                      {c.typeName}
                    </Link>
                  ))}
                </p>
                <p className="dashboard-note">{t('dashboard.categoriesNote')}</p>
              </>
            ) : (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('dashboard.noCategories')} />
            )}
          </Panel>
        </div>
      ) : (
        <Panel>
          <p>{t('dashboard.guestBody')}</p>
          <Button type="primary" href={localize('/login')}>
            {t('dashboard.login')}
          </Button>{' '}
          <Button href={localize('/register')}>{t('dashboard.register')}</Button>
        </Panel>
      )}
      <Panel title={t('dashboard.hotLists')} className="dashboard-hot" data-testid="dashboard-hot">
        {categoriesKnown ? <DashboardHotLists categories={categories} /> : <Skeleton active paragraph={{ rows: 6 }} />}
      </Panel>
      {loggedIn ? (
        <div className="dashboard-grid dashboard-bottom">
          <Panel title={t('dashboard.recent')}>
            <RecentViews />
          </Panel>
          <Panel title={t('dashboard.shortcuts')}>
            <Shortcuts />
          </Panel>
        </div>
      ) : null}
    </div>
  );
}
