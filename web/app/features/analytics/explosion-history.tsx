import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Empty, Skeleton } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { workbench } from '@marketlens/core/contract';
import { formatMoment } from '@marketlens/core/format';
import { useHttp } from '../../lib/http';
import { useLang, useLocalize } from '../../lib/lang';
import { loadWorkbench } from './contract';
import { formatCount, formatScore } from '../../components/workbench/numbers';
import { ErrorState, RefusedState } from '../../components/workbench/states';
import { LazyTable } from '../../components/workbench/lazy-table';
import { DATA_LIST, positiveInt, Rule } from './explosion-parts';

/** /ExplosionDetection/historyList: the member's checks, newest first; each reopens its results. */
export function ExplosionHistory() {
  const { t } = useTranslation('analytics');
  const http = useHttp();
  const lang = useLang();
  const localize = useLocalize();
  const [params, setParams] = useSearchParams();
  const page = positiveInt(params.get('page')) ?? 1;
  const input = { pageNum: page, pageSize: 20, lang };
  const q = useQuery({
    queryKey: ['analytics', 'explosion-history', input],
    queryFn: async () => http.call((await loadWorkbench()).explosionHistory, { query: input }, { verifyCode: false }),
    placeholderData: keepPreviousData,
  });
  const open = (c: workbench.ExplosionCheck) => localize(`${DATA_LIST}?checkId=${c.checkId}${c.typeId === null ? '' : `&typeId=${c.typeId}`}`);
  const columns: ColumnsType<workbench.ExplosionCheck> = [
    { key: 'createdAt', title: t('explosion.createdAt'), render: (_v, c) => formatMoment(c.createdAt, lang) },
    {
      key: 'params',
      title: t('explosion.params'),
      render: (_v, c) => (
        <span>{t('explosion.paramsLine', { day: c.day, scope: c.typeName || t('explosion.wholeMarket'), multiple: formatScore(c.multiple, lang), minDaily: formatCount(c.minDaily, lang) })}</span>
      ),
    },
    { key: 'found', title: t('explosion.found'), align: 'right', render: (_v, c) => formatCount(c.found, lang) },
    {
      key: 'open',
      title: '',
      render: (_v, c) => (
        <Link to={open(c)} data-testid="explosion-open">
          {t('explosion.open')}
        </Link>
      ),
    },
  ];
  const answer = q.data;
  const data = answer?.code === 200 ? answer.data : undefined;
  let body;
  if (q.isError) body = <ErrorState onRetry={() => void q.refetch()} />;
  else if (!answer) body = <Skeleton active paragraph={{ rows: 6 }} data-testid="analytics-loading" />;
  else if (answer.code !== 200) body = <RefusedState refused={{ code: answer.code, message: answer.message ?? '' }} />;
  else if (!data?.list.length)
    body = (
      <Empty description={t('explosion.emptyHistory')} data-testid="explosion-history-empty">
        <Link to={localize(DATA_LIST)}>{t('explosion.newCheck')}</Link>
      </Empty>
    );
  else
    body = (
      <LazyTable<workbench.ExplosionCheck>
        className="analytics-table"
        data-testid="explosion-history"
        rowKey={(c) => c.checkId}
        columns={columns}
        dataSource={data.list}
        loading={q.isFetching}
        size="middle"
        scroll={{ x: 'max-content' }}
        pagination={{ current: page, pageSize: 20, total: data.total, showSizeChanger: false }}
        onChange={(p) => setParams(p.current && p.current > 1 ? new URLSearchParams({ page: String(p.current) }) : new URLSearchParams(), { preventScrollReset: true })}
      />
    );
  return (
    <section className="analytics-frame">
      <div className="analytics-controls">
        <Button type="primary" href={localize(DATA_LIST)}>
          {t('explosion.newCheck')}
        </Button>
      </div>
      <Rule />
      {body}
    </section>
  );
}
