import { DatePicker, Radio, Tag } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { adminContent } from '@marketlens/core/contract';
import { useDateTime } from '../format';

export type PublishMode = 'draft' | 'now' | 'schedule';
export type PublicationValue = { mode: PublishMode; at: Dayjs | null };
type Row = { status: 'draft' | 'published'; state: adminContent.ContentState; publishedAt: string };

const COLORS: Record<adminContent.ContentState, string> = { draft: 'default', scheduled: 'orange', published: 'green' };

/** The publication choice for an item being edited: a scheduled item stays scheduled at its time. */
export const publicationOf = (row: Row | null): PublicationValue =>
  !row ? { mode: 'draft', at: null } : row.state === 'scheduled' ? { mode: 'schedule', at: dayjs(row.publishedAt) } : { mode: row.status === 'draft' ? 'draft' : 'now', at: null };

/** The fields the server takes: a scheduled time is sent; "publish" keeps an already published item's time. */
export const publicationBody = (v: PublicationValue) =>
  v.mode === 'draft' ? { status: 'draft' as const } : v.mode === 'schedule' && v.at ? { status: 'published' as const, publishAt: v.at.toISOString() } : { status: 'published' as const };

/** A form rule: a schedule needs a time ahead. */
export function usePublicationRule() {
  const { t } = useTranslation('admin');
  return {
    validator: async (_: unknown, v: PublicationValue | undefined) => {
      if (v?.mode !== 'schedule') return;
      if (!v.at) throw new Error(t('content.publishAtRequired'));
      if (!v.at.isAfter(dayjs())) throw new Error(t('content.publishAtPast'));
    },
  };
}

/** Draft / publish / schedule, with the time picker for a schedule. */
export function PublicationInput({ value = { mode: 'draft', at: null }, onChange, keptTime }: { value?: PublicationValue; onChange?: (v: PublicationValue) => void; keptTime?: string | null }) {
  const { t } = useTranslation('admin');
  const when = useDateTime();
  return (
    <div className="admin-toolbar" style={{ marginBottom: 0 }}>
      <Radio.Group
        optionType="button"
        value={value.mode}
        onChange={(e) => onChange?.({ mode: e.target.value as PublishMode, at: value.at })}
        options={(['draft', 'now', 'schedule'] as const).map((m) => ({ value: m, label: t(`content.modes.${m}`) }))}
      />
      {value.mode === 'schedule' ? (
        <DatePicker
          showTime={{ format: 'HH:mm' }}
          format="YYYY-MM-DD HH:mm"
          value={value.at}
          disabledDate={(d) => d.isBefore(dayjs(), 'day')}
          onChange={(at) => onChange?.({ mode: 'schedule', at })}
          aria-label={t('content.fields.publishAt')}
          data-testid="publish-at"
        />
      ) : null}
      {value.mode === 'now' && keptTime ? <span className="admin-state-time">{t('content.keepTime', { time: when(keptTime) })}</span> : null}
    </div>
  );
}

/** The state of a row with its time (when a scheduled item goes live, when a published one did). */
export function StateTag({ row }: { row: Row }) {
  const { t } = useTranslation('admin');
  const when = useDateTime();
  return (
    <span data-testid="content-state">
      <Tag color={COLORS[row.state]}>{t(`content.states.${row.state}`)}</Tag>
      {row.state === 'draft' ? null : <span className="admin-state-time">{when(row.publishedAt)}</span>}
    </span>
  );
}
