import { Skeleton, type TableProps } from 'antd';
import { lazy, Suspense, useEffect, type ReactElement } from 'react';
import { HydrationHoldMarker, ReleaseHydrationHold, useHydrationHold } from '../../lib/mark-hydrated';

// antd's table brings its pagination, size changer, filter menus and tree (about 100 KB gzip): it
// loads with the page's data instead of before the page can be used. A member's page comes from the
// server with its first rows drawn (lib/member-render.tsx); the browser hydrates them once the
// table's code has arrived, and a guest's copy holds a skeleton where the table goes.
let loading: ReturnType<typeof importTable> | undefined;
const importTable = () => import('antd/es/table');
const loadTable = () => (loading ??= importTable());
type TableComponent = (props: TableProps<object>) => ReactElement;
const Table = lazy(async () => {
  const loaded: unknown = (await loadTable()).default;
  // On the server (a member's page is rendered there with its rows) Node's import of antd's ES
  // module can answer the module itself, with the component as its default.
  const table = loaded && typeof loaded === 'object' && !('$$typeof' in loaded) && 'default' in loaded ? loaded.default : loaded;
  return { default: table as TableComponent };
});

/** Starts loading the table while the page asks for its rows. */
export function usePreloadTable(): void {
  useEffect(() => {
    void loadTable();
  }, []);
}

/** antd's Table, loaded on first use; a skeleton of `skeletonRows` stands in until it arrives. */
export function LazyTable<Row extends object>({ skeletonRows = 5, ...props }: TableProps<Row> & { skeletonRows?: number; 'data-testid'?: string }) {
  usePreloadTable();
  // A member's rows drawn by the server: the page is marked hydrated once they answer clicks.
  const hold = useHydrationHold();
  return (
    <>
      <HydrationHoldMarker id={hold} />
      <Suspense fallback={<Skeleton active title={false} paragraph={{ rows: skeletonRows }} />}>
        <Table {...(props as TableProps<object>)} />
        <ReleaseHydrationHold id={hold} />
      </Suspense>
    </>
  );
}
