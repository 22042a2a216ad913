// Drizzle needs the whole schema as one object; each area keeps its tables in its own file.
export * from './content';
export * from './identity';
export * from './lottery';
export * from './market';
export * from './pricing';
export * from './serving';
export * from './workbench';
export * from './monitor';
export * from './admin';
export * from './promote';
export * from './patrol';
export * from './operations';
export * from './store';
export * from './myshop';
export * from './cluster';
export * from './ranges';
export * from './observations';
