import GlobalOutlined from '@ant-design/icons/GlobalOutlined';
import { Button, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { useIsLoggedIn } from '../../lib/session';
import { firstBound, useCategoryChoice } from './queries';

/**
 * The category a list opens on when its URL names none: the member's first bound category (none for
 * a plan that counts every category). `ready` is false until the member's slots are known, so the
 * list asks once, for the right category.
 */
export function useDefaultCategory(): { ready: boolean; typeId: number | undefined } {
  const loggedIn = useIsLoggedIn();
  const q = useCategoryChoice();
  if (!loggedIn) return { ready: true, typeId: undefined };
  return { ready: !q.isPending, typeId: q.data?.code === 200 ? firstBound(q.data.data) : undefined };
}

/** The way from a member's category to the whole market, with its 10-row rule said on the button. */
export function WholeMarketButton({ onPick }: { onPick: () => void }) {
  const { t } = useTranslation('workbench');
  return (
    <Tooltip title={t('categories.wholeMarketTip')}>
      {/* The long label wraps on a phone instead of widening the page. */}
      <Button icon={<GlobalOutlined aria-hidden />} className="whole-market" style={{ whiteSpace: 'normal', height: 'auto', minHeight: 32, textAlign: 'start' }} data-testid="whole-market" onClick={onPick}>
        {t('categories.wholeMarket')}
      </Button>
    </Tooltip>
  );
}
