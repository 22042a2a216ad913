import { route, type RouteConfig, type RouteConfigEntry } from '@react-router/dev/routes';

/** Every public page exists in the three languages: unprefixed Chinese, `/en/...` and `/ru/...`. */
const PREFIXES = [
  { id: 'zh', path: '' },
  { id: 'en', path: 'en' },
  { id: 'ru', path: 'ru' },
] as const;

function localized(path: string, file: string, name: string): RouteConfigEntry[] {
  return PREFIXES.map((p) => route([p.path, path].filter(Boolean).join('/') || '/', file, { id: `${name}-${p.id}` }));
}

export default [
  ...localized('', 'routes/public/home.tsx', 'home'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
