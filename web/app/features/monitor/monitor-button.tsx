import { useQuery } from '@tanstack/react-query';
import { App, Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MONITOR_CODES } from '@marketlens/core/constants';
import { loadMonitor } from './contract';
import { useHttp } from '../../lib/http';

export type MonitorTarget = 'goods' | 'shop' | 'keyword';

/**
 * The "monitor" action of workbench lists and detail views: adds the item to the member's monitors;
 * an item monitored already shows as such, a refusal (limit, membership) shows the server's reason.
 */
export function MonitorButton({ kind, id, size = 'small', initial = false }: { kind: MonitorTarget; id: number; size?: 'small' | 'middle'; initial?: boolean }) {
  const { t } = useTranslation('monitor');
  const http = useHttp();
  const { message } = App.useApp();
  const [state, setState] = useState<'idle' | 'busy' | 'done'>(initial ? 'done' : 'idle');
  const onClick = async () => {
    setState('busy');
    try {
      const res = await http.call((await loadMonitor()).add, { body: { kind, target: String(id) } }, { verifyCode: false });
      if (res.code === 200 || res.code === MONITOR_CODES.duplicate) {
        setState('done');
        if (res.code === 200) void message.success(t('add.added'));
        return;
      }
      void message.warning(res.message ?? '');
    } catch {
      void message.error(t('noData'));
    }
    setState('idle');
  };
  return (
    <Button size={size} type={state === 'done' ? 'default' : 'dashed'} disabled={state === 'done'} loading={state === 'busy'} onClick={() => void onClick()} data-testid={`monitor-${kind}-${id}`} className="monitor-action">
      {state === 'done' ? t('actions.monitored') : t('actions.monitor')}
    </Button>
  );
}

/** The "monitor" action of a detail view: knows whether the item is monitored already. */
export function DetailMonitorButton({ kind, id }: { kind: MonitorTarget; id: number }) {
  const http = useHttp();
  const q = useQuery({
    queryKey: ['monitor', 'status', kind, id],
    queryFn: async () => http.call((await loadMonitor()).status, { query: { kind, targetId: id } }, { verifyCode: false }),
  });
  if (!q.data) return null;
  const monitored = q.data.code === 200 && q.data.data?.id != null;
  return <MonitorButton kind={kind} id={id} initial={monitored} />;
}
