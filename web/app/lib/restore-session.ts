// Loaded only when the visitor has a session cookie (see HttpProvider): reading the stored user
// validates it with a schema, so guests are spared the schema library on page start.
export { restoreSession } from '@marketlens/core/auth';
