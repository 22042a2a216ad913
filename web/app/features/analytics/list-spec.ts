import type { ReactNode } from 'react';
import type { WindowDays } from '@marketlens/core/constants';
import type { workbench } from '@marketlens/core/contract';
import type { CallClient } from '@marketlens/core/http';
import type { Lang } from '@marketlens/core/i18n';
import type { PageKey } from '../../components/workbench/analytics-page';
import type { ChoiceSpec } from './choice-filters';
import type { FilterSpec } from './range-filters';

// What the list frame and the list pages agree on: the query, the answers, the columns.

/** The query every list call takes (the contract's list input). */
export interface ListInput {
  typeId?: number | undefined;
  days?: WindowDays;
  from?: string | undefined;
  to?: string | undefined;
  sort?: string;
  order?: 'asc' | 'desc';
  pageNum?: number;
  pageSize?: number;
  lang?: Lang;
  [filter: string]: unknown;
}

/** A call's answer: its code, and its data when the code is 200. */
interface Answer<D> {
  code: number;
  message?: string | undefined;
  data?: D | undefined;
}
export type PageAnswer<Row> = Answer<{ list: Row[]; total: number; pageNum: number; pageSize: number; meta: workbench.ListMeta }>;
export type ExportAnswer<Row> = Answer<{ list: Row[]; meta: workbench.ListMeta; exportsLeft: number | null }>;

/** One column: what it shows, how it sorts on the server and what it writes into the export. */
export interface ColumnSpec<Row> {
  key: string;
  title: string;
  tip?: string;
  /** The server's sort key; absent for columns that do not sort. */
  sortKey?: string;
  align?: 'right';
  width?: number;
  /** Shown on phones too (others from the md breakpoint up); `wide` columns only from the xl breakpoint. */
  phone?: boolean;
  wide?: boolean;
  /** `index` counts from the first row of the list (0 = rank 1). */
  render: (row: Row, index: number) => ReactNode;
  /** The exported cell; `index` counts from the first row of the export (0 = rank 1). */
  csv: (row: Row, index: number) => string | number | null;
  /** Written into exports only (ids beside the names); not a table column. */
  exportOnly?: boolean;
  /** An amount column: its kopecks, shown and exported in yuan when the ¥ toggle is on. */
  money?: (row: Row) => number;
}

/** What a list page gives the frame: its calls, columns, sorts and filters. */
export interface ListFrameProps<Row> {
  page: PageKey;
  defaultSort: string;
  sorts: readonly string[];
  filters: readonly FilterSpec[];
  /** Select filters (seller type, fulfilment, listing age, brand, shop). */
  choices?: readonly ChoiceSpec[];
  /** Offers the member's saved filter sets (the goods lists). */
  savedSets?: boolean;
  /** Fixed query fields of the page (e.g. a minimum growth on soaring goods). */
  fixed?: Record<string, number | string>;
  fetchPage: (http: CallClient, query: ListInput) => Promise<PageAnswer<Row>>;
  fetchExport: (http: CallClient, query: ListInput) => Promise<ExportAnswer<Row>>;
  columns: readonly ColumnSpec<Row>[];
  rowKey: (row: Row) => number;
  /** A name lookup box (shops, brands); its text goes to the call as `name`. */
  search?: boolean;
  /** Test id of the list's section. */
  testId?: string;
}
