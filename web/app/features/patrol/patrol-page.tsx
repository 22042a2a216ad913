import { useQuery } from '@tanstack/react-query';
import { Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { MemberGate } from '../../components/workbench/analytics-page';
import { ErrorState, RefusedState } from '../../components/workbench/states';
import { PageMeta } from '../../components/page-meta';
import { AntdScope } from '../../lib/antd-scope';
import { useHttp } from '../../lib/http';
import { QueryScope } from '../../lib/query-scope';
import { AddPatrol } from './add-patrol';
import { CasesTable } from './cases-table';
import { loadPatrol, PATROL_KEYS } from './contract';
import { PatrolItems } from './patrol-items';

/** The anti-follow-sell patrol page: what is patrolled, the follow-sellers found, their evidence. */
export function PatrolPage() {
  const { t } = useTranslation('patrol');
  return (
    <QueryScope>
      <AntdScope>
        <div className="container analytics patrol" data-testid="patrol-page">
          <PageMeta title={t('title')} description={t('description')} />
          <header className="analytics-head">
            <h1 className="analytics-title">{t('title')}</h1>
            <p className="analytics-lead">{t('description')}</p>
          </header>
          <MemberGate>
            <PatrolView />
          </MemberGate>
        </div>
      </AntdScope>
    </QueryScope>
  );
}

function PatrolView() {
  const http = useHttp();
  const q = useQuery({ queryKey: PATROL_KEYS.list, queryFn: async () => http.call((await loadPatrol()).list, {}, { verifyCode: false }) });
  if (q.isError) return <ErrorState onRetry={() => void q.refetch()} />;
  if (!q.data) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (q.data.code !== 200 || !q.data.data) return <RefusedState refused={{ code: q.data.code, message: q.data.message ?? '' }} />;
  const data = q.data.data;
  return (
    <div className="patrol-layout">
      <AddPatrol used={data.used} limit={data.limit} everyMinutes={data.everyMinutes} latestDay={data.latestDay} />
      <PatrolItems items={data.list} />
      <CasesTable />
    </div>
  );
}
