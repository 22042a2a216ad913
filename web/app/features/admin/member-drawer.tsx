import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Descriptions, Divider, Drawer, InputNumber, Popconfirm, Select, Space, Switch, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { admin } from '@marketlens/core/contract';
import { useAdminCall } from './api';
import { useDateTime } from './format';

type PlanId = (typeof admin.ADMIN_PLAN_IDS)[number];
type Flag = 'restricted' | 'pcVerify' | 'removeFlag' | 'postingBanned';

/** One member: membership, categories, sessions and risk state, and what an operator may change. */
export function MemberDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const call = useAdminCall();
  const client = useQueryClient();
  const { message } = App.useApp();
  const when = useDateTime();
  const [plan, setPlan] = useState<PlanId>(10);
  const [days, setDays] = useState<number | null>(30);
  const q = useQuery({ queryKey: ['admin', 'member', id], queryFn: () => call(admin.member, { query: { id: id ?? 0 } }), enabled: id !== null });
  const m = q.data?.data;
  const done = async (res: { code: number; message?: string | undefined }, text = t('common.saved')) => {
    if (res.code === 200) void message.success(text);
    else void message.error(res.message ?? '');
    await client.invalidateQueries({ queryKey: ['admin'] });
  };
  const flag = async (name: Flag, value: boolean) => {
    if (!m) return;
    await done(await call(admin.setMemberFlags, { body: { id: m.id, [name]: value } }));
  };
  return (
    <Drawer open={id !== null} onClose={onClose} title={t('members.detail')} size="large" destroyOnHidden>
      {m ? (
        <>
          <Descriptions column={1} size="small" bordered>
            <Descriptions.Item label={t('members.account')}>{m.account}</Descriptions.Item>
            <Descriptions.Item label={t('members.mobile')}>{m.mobile}</Descriptions.Item>
            <Descriptions.Item label={t('members.channel')}>{m.channelCode ?? '—'}</Descriptions.Item>
            {m.mainUserId ? <Descriptions.Item label={t('members.mainAccount')}>{`#${m.mainUserId}`}</Descriptions.Item> : null}
            <Descriptions.Item label={t('members.plan')}>
              {m.planId !== null && (admin.ADMIN_PLAN_IDS as readonly number[]).includes(m.planId) ? t(`members.plans.${m.planId as PlanId}`) : (m.tier ?? t('members.none'))}
            </Descriptions.Item>
            <Descriptions.Item label={t('members.maturity')}>
              {when(m.maturityTime)} {m.planId !== null ? m.expired ? <Tag color="red">{t('members.expired')}</Tag> : <Tag color="green">{t('members.active')}</Tag> : null}
            </Descriptions.Item>
            <Descriptions.Item label={t('members.categories')}>{m.categories.length ? m.categories.join(', ') : t('members.none')}</Descriptions.Item>
            <Descriptions.Item label={t('members.sessions')}>{m.sessions}</Descriptions.Item>
            <Descriptions.Item label={t('members.failedLogins')}>{m.failedLogins}</Descriptions.Item>
            <Descriptions.Item label={t('members.subAccounts')}>{m.subAccounts}</Descriptions.Item>
          </Descriptions>
          <Divider titlePlacement="start">{t('members.source.title')}</Divider>
          {m.attribution ? (
            <Descriptions column={1} size="small" bordered data-testid="member-attribution">
              <Descriptions.Item label={t('members.source.mode')}>{t(`members.source.modes.${m.attribution.mode}`, { defaultValue: m.attribution.mode })}</Descriptions.Item>
              {(['channelCode', 'urlCode', 'invite', 'inviteChannel', 'utm', 'searchWord', 'keyWord', 'actId', 'actInviteCode', 'promotionId', 'landingPath'] as const)
                .filter((k) => m.attribution?.[k] !== null && m.attribution?.[k] !== '')
                .map((k) => (
                  <Descriptions.Item key={k} label={t(`members.source.${k}`)}>
                    {String(m.attribution?.[k])}
                  </Descriptions.Item>
                ))}
              <Descriptions.Item label={t('members.source.at')}>{when(m.attribution.createdAt)}</Descriptions.Item>
            </Descriptions>
          ) : (
            <p data-testid="member-attribution">{t('members.source.none')}</p>
          )}
          <Divider titlePlacement="start">{t('members.state')}</Divider>
          <Space direction="vertical">
            {(['restricted', 'pcVerify', 'removeFlag', 'postingBanned'] as const).map((f) => (
              <Space key={f}>
                <Switch checked={m[f]} onChange={(v) => void flag(f, v)} aria-label={t(`members.${f}`)} />
                <span>{t(`members.${f}`)}</span>
              </Space>
            ))}
          </Space>
          <Divider titlePlacement="start">{t('members.membership')}</Divider>
          <Space wrap>
            <Select<PlanId> value={plan} onChange={setPlan} style={{ width: 140 }} aria-label={t('members.plan')} options={admin.ADMIN_PLAN_IDS.map((p) => ({ value: p, label: t(`members.plans.${p}`) }))} />
            <InputNumber value={days} onChange={setDays} min={-3650} max={3650} precision={0} aria-label={t('members.days')} placeholder={t('members.days')} style={{ width: 200 }} />
            <Button type="primary" disabled={days === null} onClick={() => void call(admin.setMembership, { body: { id: m.id, planId: plan, days: days ?? 0 } }).then((r) => done(r))}>
              {t('members.apply')}
            </Button>
          </Space>
          <Divider />
          <Popconfirm title={t('members.endSessionsConfirm')} onConfirm={() => void call(admin.endSessions, { body: { id: m.id } }).then((r) => done(r, t('members.ended', { count: r.data?.ended ?? 0 })))}>
            <Button danger>{t('members.endSessions')}</Button>
          </Popconfirm>
        </>
      ) : null}
    </Drawer>
  );
}
