// Loaded only by the lazy request client (see http.tsx): a module of its own, so that the bundler
// splits axios, the request pipeline and the contract's schemas into a chunk fetched on the first call.
export { createHttpClient } from '@marketlens/core/http';
