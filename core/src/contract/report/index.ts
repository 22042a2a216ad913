// The market report calls: the home pages' hot lists, the report service's own calls and back-fill requests.
export * from './params';
export * from './hot-lists';
export * from './report-service';
export * from './backfill';
