import { useSearchParams } from 'react-router';

/** The subject id of a detail view from the URL (`shopId`, `brandId`, `keywordId`, `typeId`); undefined when missing or malformed. */
export function useSubjectId(key: string): number | undefined {
  const [params] = useSearchParams();
  const n = Number(params.get(key));
  return Number.isInteger(n) && n > 0 ? n : undefined;
}
