import { DatePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';

/** The custom range picker of a view; loaded only when a member chooses a custom window. */
export default function CustomRange(props: { from: string; to: string; earliest: string | undefined; latest: string; onChange: (from: string, to: string) => void }) {
  const disabledDate = (d: Dayjs) => d.isAfter(dayjs(props.latest), 'day') || (props.earliest !== undefined && d.isBefore(dayjs(props.earliest), 'day'));
  return (
    <DatePicker.RangePicker
      allowClear={false}
      value={[dayjs(props.from), dayjs(props.to)]}
      disabledDate={disabledDate}
      onChange={(range) => {
        const [a, b] = range ?? [];
        if (a && b) props.onChange(a.format('YYYY-MM-DD'), b.format('YYYY-MM-DD'));
      }}
      data-testid="custom-range"
    />
  );
}
