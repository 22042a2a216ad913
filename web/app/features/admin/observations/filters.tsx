import { Button, DatePicker, Input, Select } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { adminObservations as obs } from '@marketlens/core/contract';

export type Source = (typeof obs.OBSERVATION_SOURCES)[number];
export type QuarantineReason = (typeof obs.QUARANTINE_REASONS)[number];
export interface ObservationFilters {
  origin: string | undefined;
  day: string | undefined;
  source: Source | undefined;
  reason: QuarantineReason | undefined;
}

const HEX = /^[0-9a-f]{6,64}$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const oneOf = <T extends string>(values: readonly T[], raw: string | null): T | undefined => values.find((v) => v === raw);

/** The filters of the observations tab, kept in the address with the tab so a view can be shared. */
export function useObservationFilters() {
  const [params, setParams] = useSearchParams();
  const origin = params.get('origin')?.toLowerCase() ?? '';
  const day = params.get('day') ?? '';
  const filters: ObservationFilters = {
    origin: HEX.test(origin) ? origin : undefined,
    day: DAY.test(day) ? day : undefined,
    source: oneOf(obs.OBSERVATION_SOURCES, params.get('source')),
    reason: oneOf(obs.QUARANTINE_REASONS, params.get('reason')),
  };
  const set = (change: Partial<ObservationFilters>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(change)) {
      if (v) next.set(k, v);
      else next.delete(k);
    }
    setParams(next, { replace: true });
  };
  return { filters, set };
}

/** Origin (a hash or its first characters), Moscow day and source, for the held rows and the batches alike. */
export function ObservationFilterBar({ filters, set }: ReturnType<typeof useObservationFilters>) {
  const { t } = useTranslation('admin');
  const [draft, setDraft] = useState(filters.origin ?? '');
  const bad = draft !== '' && !HEX.test(draft.trim().toLowerCase());
  return (
    <div className="admin-toolbar" data-testid="obs-filters">
      <Input.Search
        value={draft}
        onChange={(e) => setDraft(e.target.value)}
        onSearch={(v) => {
          const origin = v.trim().toLowerCase();
          if (origin === '' || HEX.test(origin)) set({ origin: origin || undefined });
        }}
        status={bad ? 'error' : undefined}
        placeholder={t('observations.originPlaceholder')}
        aria-label={t('observations.origin')}
        allowClear
        maxLength={64}
        style={{ width: 340, maxWidth: '100%' }}
        data-testid="obs-origin"
      />
      <DatePicker
        value={filters.day ? dayjs(filters.day) : null}
        onChange={(d) => set({ day: d ? d.format('YYYY-MM-DD') : undefined })}
        placeholder={t('observations.day')}
        aria-label={t('observations.day')}
        style={{ width: 170 }}
        data-testid="obs-day"
      />
      <Select<Source | 'all'>
        value={filters.source ?? 'all'}
        onChange={(v) => set({ source: v === 'all' ? undefined : v })}
        aria-label={t('observations.source')}
        style={{ width: 160 }}
        options={[{ value: 'all', label: t('observations.allSources') }, ...obs.OBSERVATION_SOURCES.map((s) => ({ value: s, label: t(`observations.sources.${s}`) }))]}
        data-testid="obs-source"
      />
    </div>
  );
}

/** The first characters of an origin hash, the whole one on hover (enough to tell origins apart and to filter by). */
export function OriginCell({ origin, onPick }: { origin: string; onPick: (origin: string) => void }) {
  const { t } = useTranslation('admin');
  return (
    <Button type="link" size="small" title={t('observations.filterOrigin', { origin })} onClick={() => onPick(origin)} data-testid="obs-origin-cell" style={{ padding: 0 }}>
      <code>{`${origin.slice(0, 12)}…`}</code>
    </Button>
  );
}
