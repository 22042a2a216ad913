// The content calls: articles, the Q&A community, the college and the site's furniture.
export { CONTENT_LIMITS, UPLOAD_NAME } from '../../constants/content';
export * from './articles';
export * from './community';
export * from './college';
export * from './site';
