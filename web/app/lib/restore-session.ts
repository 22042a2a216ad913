// Loaded only when the visitor has a session cookie (see HttpProvider): core's auth module and the
// calls it holds stay out of a guest's first load.
export { restoreSession } from '@marketlens/core/auth';
