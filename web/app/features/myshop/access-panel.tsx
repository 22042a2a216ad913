import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Checkbox, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Panel } from '../../components/panel';
import { ErrorState } from '../../components/workbench/states';
import { useHttp } from '../../lib/http';
import { loadMyshop, MYSHOP_KEYS } from './api';

/** The owner's choice of which sub-accounts may see this shop's pages (they see, they do not change). */
export function AccessPanel({ shopId }: { shopId: number }) {
  const { t } = useTranslation('myshop');
  const http = useHttp();
  const client = useQueryClient();
  const { message } = App.useApp();
  const q = useQuery({ queryKey: MYSHOP_KEYS.access(shopId), queryFn: async () => http.call((await loadMyshop()).access, { query: { shopId } }, { verifyCode: false }) });
  const [chosen, setChosen] = useState<number[] | null>(null);
  const [busy, setBusy] = useState(false);
  const list = q.data?.code === 200 ? (q.data.data?.list ?? []) : [];
  const selected = chosen ?? list.filter((r) => r.allowed).map((r) => r.userId);

  const save = async () => {
    setBusy(true);
    try {
      const res = await http.call((await loadMyshop()).saveAccess, { body: { shopId, userIds: selected } }, { verifyCode: false });
      if (res.code !== 200) return void message.warning(res.message ?? t('states.loadFailed'));
      void message.success(t('access.saved'));
      setChosen(null);
      await client.invalidateQueries({ queryKey: MYSHOP_KEYS.access(shopId) });
    } catch {
      void message.error(t('states.loadFailed'));
    } finally {
      setBusy(false);
    }
  };

  let body;
  if (q.isError) body = <ErrorState onRetry={() => void q.refetch()} />;
  else if (!q.data) body = <Skeleton active paragraph={{ rows: 2 }} />;
  else if (q.data.code !== 200) body = <p className="analytics-muted">{q.data.message}</p>;
  else if (!list.length) body = <p className="analytics-muted">{t('access.none')}</p>;
  else
    body = (
      <div className="myshop-access">
        <Checkbox.Group
          value={selected}
          onChange={(v) => setChosen(v.map(Number))}
          options={list.map((r) => ({ value: r.userId, label: `${r.nickName} (${r.account})` }))}
          data-testid="myshop-access-list"
        />
        <Button type="primary" onClick={() => void save()} loading={busy} disabled={chosen === null} data-testid="myshop-access-save">
          {t('access.save')}
        </Button>
      </div>
    );
  return (
    <Panel title={t('access.title')} className="analytics-card" data-testid="myshop-access">
      <p className="analytics-muted">{t('access.lead')}</p>
      {body}
    </Panel>
  );
}
