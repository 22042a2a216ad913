import { Button, Card, Empty, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { isMembershipExpired } from '@marketlens/core/auth';
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
  const product = useStore(user, (s) => s.product);
  const mainCategory = useStore(user, (s) => s.mainCategory);
  const categories = Object.values(mainCategory);
  const http = useHttp();
  const expired = isMembershipExpired(product ?? {}, http.platform.clock.now());
  return (
    <div className="container dashboard">
      <PageMeta title={t('dashboard.title')} description={t('dashboard.metaDescription')} />
      <h1 className="section-title">{loggedIn ? t('dashboard.welcome') : t('dashboard.guestTitle')}</h1>
      {loggedIn ? (
        <div className="dashboard-grid">
          <Card title={t('dashboard.membership')} data-testid="dashboard-membership">
            <Tag color={expired ? 'red' : 'green'}>{expired ? t('dashboard.expired') : t('dashboard.active')}</Tag>
            <p>{t('dashboard.expires', { date: formatDateTime(product?.maturityTime) })}</p>
            {product?.bonus?.endTime ? <p>{t('dashboard.bonusEnds', { date: formatDateTime(product.bonus.endTime) })}</p> : null}
            <Button onClick={() => void auth.logout().then(() => window.location.assign(localize('/')))} data-testid="logout">
              {t('dashboard.logout')}
            </Button>
          </Card>
          <Card title={t('dashboard.categories')}>
            {categories.length ? categories.map((c) => <Tag key={c.typeId}>{c.typeName}</Tag>) : <Empty description={t('dashboard.noCategories')} />}
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
      <Card title={t('dashboard.hotGoods')} className="dashboard-hot">
        <HotGoodsTable />
      </Card>
    </div>
  );
}
