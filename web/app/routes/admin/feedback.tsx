import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Input, Modal, Segmented, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { admin, identity } from '@marketlens/core/contract';
import { useAdminCall } from '../../features/admin/api';
import { useDateTime } from '../../features/admin/format';

const COLORS = { open: 'gold', answered: 'green', closed: 'default' } as const;
const TYPE_NAMES = Object.keys(identity.FEEDBACK_TYPES) as identity.FeedbackTypeName[];
const typeName = (type: number) => TYPE_NAMES.find((k) => identity.FEEDBACK_TYPES[k] === type) ?? 'other';
const MAX = identity.FEEDBACK_LIMITS.answerMax;

/** Members' feedback: open ones first; an answer reaches the member's feedback page and notification centre. */
export default function AdminFeedback() {
  const { t } = useTranslation('admin');
  const call = useAdminCall();
  const client = useQueryClient();
  const { message } = App.useApp();
  const when = useDateTime();
  const [status, setStatus] = useState<identity.FeedbackStatus | 'all'>('open');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<admin.FeedbackRow | null>(null);
  const [answer, setAnswer] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const q = useQuery({
    queryKey: ['admin', 'feedback', status, page],
    queryFn: () => call(admin.feedbacks, { query: { status: status === 'all' ? undefined : status, pageNum: page, pageSize: 20 } }),
    placeholderData: keepPreviousData,
  });
  const open = (row: admin.FeedbackRow) => {
    setEditing(row);
    setAnswer(row.answer);
    setError('');
  };
  const send = async (next: 'answered' | 'closed') => {
    if (!editing) return;
    const text = answer.trim();
    if (next === 'answered' && !text) return setError(t('feedback.answerRequired'));
    if (text.length > MAX) return setError(t('feedback.answerLong', { max: MAX }));
    setBusy(true);
    try {
      const res = await call(admin.answerFeedback, { body: { id: editing.id, status: next, answer: text } });
      if (res.code !== 200) return setError(res.message ?? t('common.loadFailed'));
      void message.success(t(next === 'answered' ? 'feedback.answered' : 'feedback.closed'));
      setEditing(null);
      await client.invalidateQueries({ queryKey: ['admin', 'feedback'] });
    } finally {
      setBusy(false);
    }
  };
  return (
    <section>
      <h1>{t('feedback.heading')}</h1>
      <div className="admin-toolbar">
        <Segmented
          value={status}
          onChange={(v) => {
            setStatus(v);
            setPage(1);
          }}
          options={[...identity.FEEDBACK_STATUSES.map((s) => ({ value: s, label: t(`feedback.statuses.${s}`) })), { value: 'all' as const, label: t('common.all') }]}
        />
      </div>
      <Table<admin.FeedbackRow>
        rowKey="id"
        size="middle"
        scroll={{ x: 1000 }}
        loading={q.isFetching}
        dataSource={q.data?.data?.list ?? []}
        pagination={{ current: page, pageSize: 20, total: q.data?.data?.total ?? 0, onChange: setPage, showSizeChanger: false }}
        columns={[
          { title: t('feedback.type'), dataIndex: 'type', width: 110, render: (v: number) => t(`feedback.types.${typeName(v)}`) },
          { title: t('feedback.member'), dataIndex: 'account', width: 140, render: (v: string | null) => v ?? t('feedback.guest') },
          {
            title: t('feedback.description'),
            key: 'text',
            render: (_, row) => (
              <div data-testid={`feedback-row-${row.id}`}>
                {row.complaint ? <Typography.Text strong>{row.complaint}</Typography.Text> : null}
                <Typography.Paragraph ellipsis={{ rows: 3, expandable: true }} style={{ margin: 0, whiteSpace: 'pre-wrap' }}>
                  {row.problemDescription}
                </Typography.Paragraph>
                {row.answer ? (
                  <Typography.Text type="secondary">
                    {`${t('feedback.answer')} (${row.answeredBy ?? ''}): ${row.answer}`}
                  </Typography.Text>
                ) : null}
              </div>
            ),
          },
          {
            title: t('feedback.screenshot'),
            dataIndex: 'imgUrl',
            width: 110,
            render: (v: string) =>
              v ? (
                <a href={v} target="_blank" rel="noopener noreferrer">
                  <img src={v} alt={t('feedback.screenshot')} className="admin-thumb" />
                </a>
              ) : (
                '—'
              ),
          },
          { title: t('feedback.createdAt'), dataIndex: 'createdAt', width: 170, render: (v: string) => when(v) },
          { title: t('feedback.status'), dataIndex: 'status', width: 110, render: (v: identity.FeedbackStatus) => <Tag color={COLORS[v]}>{t(`feedback.statuses.${v}`)}</Tag> },
          {
            title: t('common.actions'),
            key: 'actions',
            width: 100,
            render: (_, row) => (
              <Button size="small" onClick={() => open(row)} data-testid={`feedback-reply-${row.id}`}>
                {t('feedback.reply')}
              </Button>
            ),
          },
        ]}
      />
      <Modal
        open={editing !== null}
        title={t('feedback.reply')}
        onCancel={() => setEditing(null)}
        footer={[
          <Button key="close" disabled={busy} onClick={() => void send('closed')} data-testid="feedback-close">
            {t('feedback.closeWithout')}
          </Button>,
          <Button key="send" type="primary" loading={busy} onClick={() => void send('answered')} data-testid="feedback-send">
            {t('feedback.sendAnswer')}
          </Button>,
        ]}
      >
        {editing ? (
          <>
            <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>{editing.problemDescription}</Typography.Paragraph>
            <Input.TextArea
              aria-label={t('feedback.answer')}
              rows={5}
              maxLength={MAX}
              showCount
              value={answer}
              onChange={(e) => {
                setAnswer(e.target.value);
                setError('');
              }}
              data-testid="feedback-answer-input"
            />
            <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
              {t('feedback.answerHint')}
            </Typography.Paragraph>
            {error ? (
              <Typography.Text type="danger" role="alert">
                {error}
              </Typography.Text>
            ) : null}
          </>
        ) : null}
      </Modal>
    </section>
  );
}
