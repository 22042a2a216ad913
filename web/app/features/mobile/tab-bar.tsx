import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { AreaChartIcon, FundIcon, ReadIcon, TeamIcon } from '../../components/icons/icons';
import { useLocalize } from '../../lib/lang';
import { MOBILE_TABS, tabOf } from './paths';

const ICONS = { home: AreaChartIcon, product: FundIcon, community: ReadIcon, about: TeamIcon } as const;

/** The four tabs of the mobile site, fixed at the bottom above the home indicator of notched phones. */
export function TabBar() {
  const { t } = useTranslation('mobile');
  const localize = useLocalize();
  const current = tabOf(useLocation().pathname);
  return (
    <nav className="m-tabbar" aria-label={t('tabs.label')}>
      {MOBILE_TABS.map(({ key, path }) => {
        const Icon = ICONS[key];
        return (
          <Link key={key} to={localize(path)} className={`m-tab${current === key ? ' is-active' : ''}`} aria-current={current === key ? 'page' : undefined} data-testid={`m-tab-${key}`}>
            <Icon aria-hidden />
            <span>{t(`tabs.${key}`)}</span>
          </Link>
        );
      })}
    </nav>
  );
}
