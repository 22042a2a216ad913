import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Empty, Form, Input, Radio, Skeleton, Tag } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { identity, upload } from '@marketlens/core/contract';
import { formatDateTime } from '@marketlens/core/format';
import { ErrorState } from '../../components/workbench/states';
import { PageMeta } from '../../components/page-meta';
import { AntdScope } from '../../lib/antd-scope';
import { useHttp } from '../../lib/http';
import { useLocalize } from '../../lib/lang';
import { QueryScope } from '../../lib/query-scope';
import { useIsLoggedIn } from '../../lib/session';
import { useHydrated } from '../../lib/use-hydrated';

const { FEEDBACK_TYPES, FEEDBACK_LIMITS } = identity;
const TYPE_NAMES = Object.keys(FEEDBACK_TYPES) as identity.FeedbackTypeName[];
const typeName = (type: number) => TYPE_NAMES.find((k) => FEEDBACK_TYPES[k] === type) ?? 'other';
const MINE = ['feedback', 'mine'] as const;

type Values = { type: identity.FeedbackTypeName; complaint: string; problemDescription: string };

/** Feedback (`/feedback`, `/m/feedback`): the form, and the member's earlier feedback with the operators' answers. */
export function FeedbackPage({ mobile = false }: { mobile?: boolean }) {
  const { t } = useTranslation('layout');
  return (
    <QueryScope>
      <AntdScope>
        <div className={mobile ? 'feedback feedback-mobile' : 'container feedback'} data-testid="feedback-page">
          <PageMeta title={t('feedback.title')} description={t('feedback.lead')} />
          <header className="feedback-head">
            <h1>{t('feedback.title')}</h1>
            <p>{t('feedback.lead')}</p>
          </header>
          <div className="feedback-layout">
            <FeedbackForm />
            <MyFeedback />
          </div>
        </div>
      </AntdScope>
    </QueryScope>
  );
}

function FeedbackForm() {
  const { t } = useTranslation('layout');
  const http = useHttp();
  const client = useQueryClient();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [shot, setShot] = useState<{ url: string; name: string } | null>(null);
  const [uploading, setUploading] = useState(false);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState('');
  const [sent, setSent] = useState(false);
  const file = useRef<HTMLInputElement>(null);

  const pick = async (f: File | undefined) => {
    if (file.current) file.current.value = '';
    if (!f) return;
    setError('');
    if (!/^image\/(png|jpeg|gif|webp)$/.test(f.type)) return setError(t('feedback.errors.shotType'));
    if (f.size > upload.MAX_UPLOAD_BYTES) return setError(t('feedback.errors.shotSize'));
    setUploading(true);
    try {
      const body = new FormData();
      body.append('file', f);
      const res = await http.call(upload.imgeUpload, { body }, { verifyCode: false });
      if (res.code === 200 && res.data) setShot({ url: res.data.url, name: f.name });
      else setError(res.message || t('feedback.errors.upload'));
    } catch {
      setError(t('feedback.errors.upload'));
    } finally {
      setUploading(false);
    }
  };

  const submit = async (v: Values) => {
    setSending(true);
    setError('');
    try {
      const res = await http.call(
        identity.userFeedback,
        { query: { type: FEEDBACK_TYPES[v.type], complaint: v.complaint.trim() || undefined, problemDescription: v.problemDescription.trim(), imgUrl: shot?.url } },
        { verifyCode: false },
      );
      if (res.code !== 200) return setError(res.message || t('feedback.errors.send'));
      form.resetFields();
      setShot(null);
      setSent(true);
      void message.success(t('feedback.sent'));
      await client.invalidateQueries({ queryKey: MINE });
    } catch {
      setError(t('feedback.errors.send'));
    } finally {
      setSending(false);
    }
  };

  return (
    <Card className="feedback-card" title={t('feedback.formTitle')}>
      {sent ? <Alert className="feedback-alert" type="success" showIcon title={t('feedback.sent')} data-testid="feedback-sent" /> : null}
      <Form<Values> form={form} layout="vertical" initialValues={{ type: 'suggestion', complaint: '', problemDescription: '' }} onFinish={(v) => void submit(v)} onValuesChange={() => setSent(false)} requiredMark={false}>
        <Form.Item name="type" label={t('feedback.type')}>
          <Radio.Group optionType="button" options={TYPE_NAMES.map((k) => ({ value: k, label: t(`feedback.types.${k}`) }))} data-testid="feedback-type" />
        </Form.Item>
        <Form.Item name="complaint" label={t('feedback.subject')} rules={[{ max: FEEDBACK_LIMITS.subjectMax, message: t('feedback.errors.subjectLong', { max: FEEDBACK_LIMITS.subjectMax }) }]}>
          <Input maxLength={FEEDBACK_LIMITS.subjectMax} placeholder={t('feedback.subjectHint')} data-testid="feedback-subject" />
        </Form.Item>
        <Form.Item
          name="problemDescription"
          label={t('feedback.description')}
          rules={[
            { required: true, whitespace: true, message: t('feedback.errors.descriptionRequired') },
            { max: FEEDBACK_LIMITS.descriptionMax, message: t('feedback.errors.descriptionLong', { max: FEEDBACK_LIMITS.descriptionMax }) },
          ]}
        >
          <Input.TextArea rows={5} maxLength={FEEDBACK_LIMITS.descriptionMax} showCount placeholder={t('feedback.descriptionHint')} data-testid="feedback-description" />
        </Form.Item>
        <div className="feedback-shot">
          <span className="feedback-shot-label">{t('feedback.screenshot')}</span>
          <input ref={file} type="file" accept="image/png,image/jpeg,image/gif,image/webp" style={{ display: 'none' }} onChange={(e) => void pick(e.target.files?.[0])} data-testid="feedback-file" />
          {shot ? (
            <div className="feedback-shot-preview">
              <img src={shot.url} alt={t('feedback.screenshotAlt')} data-testid="feedback-shot" />
              <Button size="small" onClick={() => setShot(null)}>
                {t('feedback.removeShot')}
              </Button>
            </div>
          ) : (
            <Button loading={uploading} onClick={() => file.current?.click()}>
              {t('feedback.addShot')}
            </Button>
          )}
          <span className="feedback-shot-hint">{t('feedback.screenshotHint')}</span>
        </div>
        {error ? <Alert className="feedback-alert" type="error" showIcon title={error} data-testid="feedback-error" /> : null}
        <Button type="primary" htmlType="submit" loading={sending} disabled={uploading} data-testid="feedback-submit">
          {t('feedback.submit')}
        </Button>
      </Form>
    </Card>
  );
}

function MyFeedback() {
  const { t } = useTranslation('layout');
  const hydrated = useHydrated();
  const loggedIn = useIsLoggedIn();
  const localize = useLocalize();
  if (!hydrated) return <Skeleton active paragraph={{ rows: 4 }} />;
  return (
    <Card className="feedback-card" title={t('feedback.mine')}>
      {loggedIn ? (
        <MyFeedbackList />
      ) : (
        <p className="feedback-muted" data-testid="feedback-guest">
          {t('feedback.guest')} <a href={localize('/login')}>{t('account.login')}</a>
        </p>
      )}
    </Card>
  );
}

function MyFeedbackList() {
  const { t } = useTranslation('layout');
  const http = useHttp();
  const q = useQuery({ queryKey: MINE, queryFn: () => http.call(identity.myFeedback, {}, { verifyCode: false }) });
  if (q.isError) return <ErrorState onRetry={() => void q.refetch()} />;
  if (!q.data) return <Skeleton active paragraph={{ rows: 4 }} />;
  if (q.data.code !== 200) return <Alert type="warning" showIcon title={q.data.message ?? ''} />;
  const list = q.data.data ?? [];
  if (!list.length) return <Empty description={t('feedback.none')} />;
  return (
    <ul className="feedback-list" data-testid="feedback-list">
      {list.map((f) => (
        <li key={f.id} className="feedback-item" data-testid="feedback-item" data-status={f.status}>
          <div className="feedback-item-head">
            <Tag>{t(`feedback.types.${typeName(f.type)}`)}</Tag>
            <Tag color={f.status === 'answered' ? 'green' : f.status === 'closed' ? 'default' : 'blue'}>{t(`feedback.status.${f.status}`)}</Tag>
            <span className="feedback-muted">{formatDateTime(f.createdAt)}</span>
          </div>
          {f.complaint ? <strong className="feedback-subject">{f.complaint}</strong> : null}
          <p className="feedback-text">{f.problemDescription}</p>
          {f.imgUrl ? (
            <a href={f.imgUrl} target="_blank" rel="noopener noreferrer">
              {t('feedback.viewShot')}
            </a>
          ) : null}
          {f.answer ? (
            <div className="feedback-answer" data-testid="feedback-answer">
              <span className="feedback-muted">{t('feedback.answer', { date: f.answeredAt ? formatDateTime(f.answeredAt) : '' })}</span>
              <p className="feedback-text">{f.answer}</p>
            </div>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
