// The contract between the clients and the server: one module per service or call family.
export { defineCall, type CallDef, type HttpMethod } from './define';
export { envelope } from './envelope';
export * as admin from './admin';
export * as content from './content';
export * as dev from './dev';
export * as distribution from './distribution';
export * as identity from './identity';
export * as monitor from './monitor';
export * as patrol from './patrol';
export * as lottery from './lottery';
export * as pay from './pay';
export * as pricing from './pricing';
export * as promotion from './promotion';
export * as rates from './rates';
export * as report from './report';
export * as translate from './translate';
export * as upload from './upload';
export * as workbench from './workbench';
