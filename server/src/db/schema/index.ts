export { categories } from './market';
