import { useEffect, useRef, useState } from 'react';
import type { EChartsCoreOption } from 'echarts/core';

/**
 * A thin wrapper over ECharts: the library loads with the first chart on a page (pages without
 * charts never load it), the chart follows its container's size and is disposed with it.
 */
export function Chart({ option, height = 320, testId }: { option: EChartsCoreOption; height?: number; testId?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const chart = useRef<{ setOption: (o: EChartsCoreOption, notMerge?: boolean) => void; resize: () => void; dispose: () => void } | null>(null);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    let live = true;
    let observer: ResizeObserver | undefined;
    void import('./echarts-setup').then(({ echarts }) => {
      if (!live || !ref.current) return;
      const instance = echarts.init(ref.current, undefined, { renderer: 'canvas' });
      chart.current = instance;
      observer = new ResizeObserver(() => instance.resize());
      observer.observe(ref.current);
      setReady(true);
    });
    return () => {
      live = false;
      observer?.disconnect();
      chart.current?.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    if (ready) chart.current?.setOption(option, true);
  }, [ready, option]);

  return <div ref={ref} className="analytics-chart" style={{ height }} data-testid={testId} data-ready={ready ? 'true' : 'false'} />;
}
