/** A small line of daily values (oldest first) as inline SVG; flat when all values are equal. */
export function Sparkline({ values, label, width = 96, height = 28 }: { values: readonly number[]; label: string; width?: number; height?: number }) {
  if (values.length < 2) return null;
  const max = Math.max(...values);
  const min = Math.min(...values);
  const span = max - min || 1;
  const step = width / (values.length - 1);
  const points = values.map((v, i) => `${(i * step).toFixed(1)},${(height - 2 - ((v - min) / span) * (height - 4)).toFixed(1)}`).join(' ');
  return (
    <svg className="monitor-spark" viewBox={`0 0 ${width} ${height}`} width={width} height={height} role="img" aria-label={`${label}: ${values.join(', ')}`}>
      <polyline points={points} fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinejoin="round" strokeLinecap="round" />
    </svg>
  );
}
