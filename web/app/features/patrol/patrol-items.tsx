import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Popconfirm, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { patrol } from '@marketlens/core/contract';
import { useHttp } from '../../lib/http';
import { useLang } from '../../lib/lang';
import { formatMoment, loadPatrol, PATROL_KEYS } from './contract';
import { LazyTable } from '../../components/workbench/lazy-table';
import { Panel } from '../../components/panel';

/** What the member patrols: goods and shops, their follow-sellers now, when checked. */
export function PatrolItems({ items }: { items: readonly patrol.PatrolItem[] }) {
  const { t } = useTranslation('patrol');
  const http = useHttp();
  const lang = useLang();
  const client = useQueryClient();
  const { message } = App.useApp();
  const onRemove = async (id: number) => {
    const res = await http.call((await loadPatrol()).remove, { body: { id } }, { verifyCode: false });
    if (res.code === 200) {
      void message.success(t('items.removed'));
      await client.invalidateQueries({ queryKey: PATROL_KEYS.all });
    } else void message.warning(res.message ?? '');
  };
  return (
    <Panel className="analytics-card" title={t('items.title')}>
      <LazyTable<patrol.PatrolItem>
        rowKey="id"
        size="small"
        pagination={false}
        scroll={{ x: 'max-content' }}
        dataSource={[...items]}
        locale={{ emptyText: t('items.empty') }}
        data-testid="patrol-items"
        columns={[
          {
            key: 'name',
            title: t('items.name'),
            render: (_v, r) => (
              <span className="patrol-name">
                <Tag color={r.kind === 'shop' ? 'blue' : 'default'}>{r.kind === 'shop' ? t('items.kindShop') : t('items.kindGoods')}</Tag>
                {r.name}
              </span>
            ),
          },
          { key: 'goods', title: t('items.goods'), align: 'right', render: (_v, r) => r.goodsCount },
          { key: 'followers', title: t('items.followers'), align: 'right', render: (_v, r) => <span className={r.followers ? 'monitor-up' : 'monitor-flat'}>{r.followers}</span> },
          { key: 'last', title: t('items.lastCheck'), responsive: ['md'], render: (_v, r) => (r.lastCheckAt ? formatMoment(r.lastCheckAt, lang) : t('items.never')) },
          { key: 'next', title: t('items.nextCheck'), responsive: ['lg'], render: (_v, r) => formatMoment(r.nextCheckAt, lang) },
          {
            key: 'actions',
            title: '',
            render: (_v, r) => (
              <Popconfirm title={t('items.removeConfirm')} onConfirm={() => void onRemove(r.id)}>
                <Button size="small" danger>
                  {t('items.remove')}
                </Button>
              </Popconfirm>
            ),
          },
        ]}
      />
    </Panel>
  );
}
