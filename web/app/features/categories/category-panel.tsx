import { Alert, Button, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocalize } from '../../lib/lang';
import { CategorySlots } from './category-slots';
import { useCategoryChoice } from './queries';

/** Store code of "membership ended or never started" (STORE_CODES.noMembership). */
const NO_MEMBERSHIP = 62_016;

/**
 * The member's categories with every state: the slots to choose (or read, for a sub-account), a plan
 * that counts every category as bound, a membership that has ended, loading and failure.
 */
export function CategoryPanel() {
  const { t } = useTranslation('workbench');
  const localize = useLocalize();
  const q = useCategoryChoice();
  const answer = q.data;
  if (q.isPending) return <Skeleton active paragraph={{ rows: 4 }} />;
  if (q.isError || !answer || (answer.code !== 200 && answer.code !== NO_MEMBERSHIP)) {
    return (
      <Alert
        type="error"
        showIcon
        data-testid="categories-failed"
        title={answer?.message || t('categories.failed')}
        action={<Button onClick={() => void q.refetch()}>{t('categories.retry')}</Button>}
      />
    );
  }
  if (answer.code === NO_MEMBERSHIP || !answer.data) {
    return (
      <Alert
        type="warning"
        showIcon
        data-testid="categories-no-membership"
        title={t('categories.noMembershipTitle')}
        description={t('categories.noMembershipBody')}
        action={
          <Button type="primary" href={localize('/pricing')}>
            {t('categories.seePlans')}
          </Button>
        }
      />
    );
  }
  const choice = answer.data;
  if (choice.allowed === null) return <Alert type="success" showIcon data-testid="categories-all" title={t('categories.allBound')} />;
  return (
    <>
      {choice.canChange ? null : <Alert type="info" showIcon className="category-sub-note" style={{ marginBottom: 12 }} data-testid="categories-sub-account" title={t('categories.subAccount')} />}
      <CategorySlots choice={choice} />
    </>
  );
}
