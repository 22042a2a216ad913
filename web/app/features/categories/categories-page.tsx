import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MemberGate } from '../../components/workbench/analytics-page';
import { PageMeta } from '../../components/page-meta';
import { Panel } from '../../components/panel';
import { AntdScope } from '../../lib/antd-scope';
import { useLocalize } from '../../lib/lang';
import { QueryScope } from '../../lib/query-scope';
import { CategoryPanel } from './category-panel';

/** My categories (`/account/categories`): the plan's category slots, chosen and changed under the 30-day rule. */
export function CategoriesPage() {
  const { t } = useTranslation('workbench');
  const localize = useLocalize();
  return (
    <QueryScope>
      <AntdScope>
        <div className="container categories-page" data-testid="categories-page">
          <PageMeta title={t('categories.title')} description={t('categories.metaDescription')} />
          <header className="categories-head">
            <h1>{t('categories.title')}</h1>
            <p>{t('categories.lead')}</p>
          </header>
          <Panel className="categories-panel">
            <MemberGate>
              <CategoryPanel />
            </MemberGate>
          </Panel>
          <p className="categories-back">
            <Link to={localize('/workbench/dashboard')}>{t('dashboard.title')}</Link>
          </p>
        </div>
      </AntdScope>
    </QueryScope>
  );
}
