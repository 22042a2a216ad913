import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { TIER_LIMITS, planOf } from '@marketlens/core/constants';
import { store } from '@marketlens/core/contract';
import { formatDate } from '@marketlens/core/format';
import { useLocalize } from '../../lib/lang';
import { useYuan } from './money';
import { CATEGORIES_PATH, ORDERS_PATH, WORKBENCH_PATH } from './paths';
import { usePlanName } from './plan-name';

/** The order was paid: what the member has now, until when, and the next step. */
export function PaidView({ order }: { order: store.Order }) {
  const { t } = useTranslation('store');
  const localize = useLocalize();
  const yuan = useYuan();
  const planName = usePlanName();
  const tier = planOf(order.planId)?.tier;
  // Ultimate and professional count every category as bound: nothing to choose.
  const choose = tier && tier !== 'trial' && TIER_LIMITS[tier].boundCategories !== null;
  return (
    <Result
      status="success"
      title={t('paid.title')}
      subTitle={t('paid.body', { plan: planName(order.planId), amount: yuan(order.amountFen), date: formatDate(order.grantedUntil) })}
      data-testid="store-paid"
      extra={[
        choose ? (
          <Button key="categories" type="primary" href={localize(CATEGORIES_PATH)} data-testid="store-next-categories">
            {t('paid.categories')}
          </Button>
        ) : null,
        <Button key="workbench" type={choose ? 'default' : 'primary'} href={localize(WORKBENCH_PATH)} data-testid="store-next-workbench">
          {t('paid.workbench')}
        </Button>,
        <Button key="orders" type="link" href={localize(ORDERS_PATH)}>
          {t('paid.orders')}
        </Button>,
      ]}
    >
      {choose ? <p className="store-note">{t('paid.categoriesNote')}</p> : null}
    </Result>
  );
}

/** The order can no longer be paid (15 minutes passed, or it was closed): say so and offer to order again. */
export function ClosedView({ order, onAgain }: { order: store.Order; onAgain: () => void }) {
  const { t } = useTranslation('store');
  return (
    <Result
      status="warning"
      title={order.status === 'expired' || order.status === 'pending' ? t('closed.expired', { minutes: store.ORDER_TTL_MINUTES }) : t('closed.closed')}
      subTitle={t('closed.body')}
      data-testid="store-expired"
      extra={
        <Button type="primary" onClick={onAgain} data-testid="store-again">
          {t('closed.again')}
        </Button>
      }
    />
  );
}
