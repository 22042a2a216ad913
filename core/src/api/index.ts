export { getHomeCategories, reportKeys } from './report';
