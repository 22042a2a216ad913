export { defineCall, type CallDef, type HttpMethod } from './define';
export { envelope } from './envelope';
export * as report from './report';
