export { useCoreT } from './use-core-t';
