import { Segmented, Skeleton } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { WINDOW_DAYS, type DetailWindow, type WindowDays } from '@marketlens/core/constants';

const CUSTOM = 'custom';
const CustomRange = lazy(() => import('./custom-range'));

/** The day `by` days from `day` (YYYY-MM-DD, UTC calendar). */
const shift = (day: string, by: number) => new Date(Date.parse(`${day}T00:00:00Z`) + by * 86_400_000).toISOString().slice(0, 10);

/**
 * The window of a view: yesterday, 7, 30 or 90 days (a goods detail adds 60, 180 and 365), or a custom range inside the tier's history.
 * Windows past the tier's history are disabled before the member tries them.
 */
export function WindowPicker<D extends WindowDays | DetailWindow = WindowDays>(props: {
  days: D;
  /** The fixed windows offered (the lists' by default). */
  windows?: readonly D[];
  from: string | undefined;
  to: string | undefined;
  latestDay: string | undefined;
  historyDays: number | null | undefined;
  onChange: (change: { days?: D; from: string | undefined; to: string | undefined }) => void;
}) {
  const { t } = useTranslation('analytics');
  const latest = props.latestDay;
  const earliest = latest && props.historyDays ? shift(latest, -(props.historyDays - 1)) : undefined;
  const options = [
    ...(props.windows ?? (WINDOW_DAYS as readonly (WindowDays | DetailWindow)[])).map((d) => ({
      value: String(d),
      label: t(`frame.window${d}`),
      disabled: props.historyDays !== null && props.historyDays !== undefined && d > props.historyDays,
    })),
    { value: CUSTOM, label: t('frame.windowCustom'), disabled: !latest },
  ];
  const onSegment = (value: string) => {
    if (value === CUSTOM) {
      if (latest) props.onChange({ from: shift(latest, -(props.days - 1)), to: latest });
    } else props.onChange({ days: Number(value) as D, from: undefined, to: undefined });
  };
  return (
    <div className="analytics-window" data-testid="window-picker">
      <Segmented options={options} value={props.from && props.to ? CUSTOM : String(props.days)} onChange={(v) => onSegment(String(v))} />
      {props.from && props.to && latest ? (
        <Suspense fallback={<Skeleton.Input active size="small" />}>
          <CustomRange from={props.from} to={props.to} earliest={earliest} latest={latest} onChange={(from, to) => props.onChange({ from, to })} />
        </Suspense>
      ) : null}
    </div>
  );
}
