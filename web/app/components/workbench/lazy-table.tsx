import { Skeleton, type TableProps } from 'antd';
import { lazy, Suspense, useEffect, type ReactElement } from 'react';

// antd's table brings its pagination, size changer, filter menus and tree (about 100 KB gzip): it
// loads with the page's data instead of before the page can be used. The rows come from the
// browser's own request, so the server-rendered page holds a skeleton where the table goes.
let loading: ReturnType<typeof importTable> | undefined;
const importTable = () => import('antd/es/table');
const loadTable = () => (loading ??= importTable());
const Table = lazy(async () => ({ default: (await loadTable()).default as (props: TableProps<object>) => ReactElement }));

/** Starts loading the table while the page asks for its rows. */
export function usePreloadTable(): void {
  useEffect(() => {
    void loadTable();
  }, []);
}

/** antd's Table, loaded on first use; a skeleton of `skeletonRows` stands in until it arrives. */
export function LazyTable<Row extends object>({ skeletonRows = 5, ...props }: TableProps<Row> & { skeletonRows?: number; 'data-testid'?: string }) {
  usePreloadTable();
  return (
    <Suspense fallback={<Skeleton active title={false} paragraph={{ rows: skeletonRows }} />}>
      <Table {...(props as TableProps<object>)} />
    </Suspense>
  );
}
