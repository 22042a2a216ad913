export { CATEGORIES, type Category, type CategoryId } from './categories';
