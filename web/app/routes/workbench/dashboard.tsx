import { useQuery } from '@tanstack/react-query';
import { Button, Card, Empty, Skeleton, Tag } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { queryKeys } from '@marketlens/core/api';
import { identity } from '@marketlens/core/contract';
import { isMembershipExpired } from '@marketlens/core/auth';
import type { Tier } from '@marketlens/core/constants';
import { formatDateTime } from '@marketlens/core/format';
import { useStore } from '@marketlens/core/stores';
import { HotGoodsTable } from '../../components/dashboard/hot-goods-table';
import { PageMeta } from '../../components/page-meta';
import { useAuth } from '../../components/auth/use-auth';
import { AntdScope } from '../../lib/antd-scope';
import { useHttp, useStores } from '../../lib/http';
import { useLocalize } from '../../lib/lang';
import { QueryScope } from '../../lib/query-scope';
import { useIsLoggedIn } from '../../lib/session';

/** The logged-in landing: membership and expiry, bound categories and today's best-sellers. */
export default function DashboardPage() {
  return (
    <QueryScope>
      <AntdScope>
        <Dashboard />
      </AntdScope>
    </QueryScope>
  );
}

function Dashboard() {
  const { t } = useTranslation('workbench');
  const localize = useLocalize();
  const loggedIn = useIsLoggedIn();
  const { user } = useStores();
  const auth = useAuth();
  const http = useHttp();
  // The page reads the membership and the bound categories itself: after a login the page is
  // reloaded and the store the login filled is gone.
  const productQuery = useQuery({
    queryKey: queryKeys.call(identity.getUserProductAndPolicy, undefined),
    queryFn: () => http.call(identity.getUserProductAndPolicy, undefined),
    enabled: loggedIn,
  });
  const categoryQuery = useQuery({
    queryKey: queryKeys.call(identity.userCategoryList, undefined),
    queryFn: () => http.call(identity.userCategoryList, undefined),
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
  const expired = isMembershipExpired(product ?? {}, http.platform.clock.now());
  return (
    <div className="container dashboard">
      <PageMeta title={t('dashboard.title')} description={t('dashboard.metaDescription')} />
      <h1 className="section-title">{loggedIn ? t('dashboard.welcome') : t('dashboard.guestTitle')}</h1>
      {loggedIn ? (
        <div className="dashboard-grid">
          <Card id="membership" title={t('dashboard.membership')} data-testid="dashboard-membership">
            {productQuery.isPending && !product ? (
              <Skeleton active paragraph={{ rows: 1 }} />
            ) : (
              <>
                <Tag color={expired ? 'red' : 'green'}>{expired ? t('dashboard.expired') : t('dashboard.active')}</Tag>
                {product?.tier ? <p data-testid="dashboard-plan">{t('dashboard.plan', { tier: t(`dashboard.tiers.${product.tier as Tier}`) })}</p> : null}
                <p>{t('dashboard.expires', { date: formatDateTime(product?.maturityTime) })}</p>
                {product?.bonus?.endTime ? <p>{t('dashboard.bonusEnds', { date: formatDateTime(product.bonus.endTime) })}</p> : null}
              </>
            )}
            <Button onClick={() => void auth.logout().then(() => window.location.assign(localize('/')))} data-testid="logout">
              {t('dashboard.logout')}
            </Button>
          </Card>
          <Card title={t('dashboard.categories')} data-testid="dashboard-categories">
            {categoryQuery.isPending && !categories.length ? (
              <Skeleton active paragraph={{ rows: 1 }} />
            ) : categories.length ? (
              categories.map((c) => <Tag key={c.typeId}>{c.typeName}</Tag>)
            ) : (
              <Empty description={t('dashboard.noCategories')} />
            )}
          </Card>
        </div>
      ) : (
        <Card>
          <p>{t('dashboard.guestBody')}</p>
          <Button type="primary" href={localize('/login')}>
            {t('dashboard.login')}
          </Button>{' '}
          <Button href={localize('/register')}>{t('dashboard.register')}</Button>
        </Card>
      )}
      <Card title={t('dashboard.hotGoods')} className="dashboard-hot" data-testid="dashboard-hot">
        <HotGoodsTable />
      </Card>
    </div>
  );
}
