import { useQuery } from '@tanstack/react-query';
import { Empty, Skeleton, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatMoment } from '@marketlens/core/format';
import { detailPath } from '../../lib/workbench-paths';
import { useHttp } from '../../lib/http';
import { useLang, useLocalize } from '../../lib/lang';
import { loadWorkbench } from '../analytics/contract';


/** The detail views the member opened last, on any device, newest first. */
export function RecentViews() {
  const { t } = useTranslation('workbench');
  const http = useHttp();
  const lang = useLang();
  const localize = useLocalize();
  const q = useQuery({ queryKey: ['dashboard', 'recent'], queryFn: async () => http.call((await loadWorkbench()).recentViews, { query: { pageSize: 8 } }, { verifyCode: false }) });
  if (q.isPending) return <Skeleton active paragraph={{ rows: 3 }} />;
  const views = q.data?.code === 200 ? (q.data.data ?? []) : null;
  if (views === null) return <p className="dashboard-note">{t('dashboard.failed')}</p>;
  if (!views.length) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('dashboard.noRecent')} />;
  return (
    <ul className="dashboard-recent" data-testid="dashboard-recent">
      {views.map((v) => (
        <li key={`${v.kind}:${v.id}`}>
          {v.thumbUrl ? <img src={v.thumbUrl} alt="" width={28} height={28} loading="lazy" decoding="async" /> : null}
          <Tag>{t(`dashboard.kinds.${v.kind}`)}</Tag>
          <Link to={localize(detailPath(v.kind, v.id))}>{v.name}</Link>
          <time dateTime={v.viewedAt}>{formatMoment(v.viewedAt, lang)}</time>
        </li>
      ))}
    </ul>
  );
}
