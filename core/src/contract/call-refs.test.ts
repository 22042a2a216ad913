import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { queryKeys } from '../api/query-keys';
import { CALL_REFS } from './call-refs';
import { callRefsSource } from './call-refs-source';
import { content, report } from './index';

describe('call refs', () => {
  it('match the contract exactly (regenerate with npx tsx core/scripts/call-refs.ts)', () => {
    expect(fs.readFileSync(new URL('./call-refs.ts', import.meta.url), 'utf8')).toBe(callRefsSource());
  });

  it('build the same query key as the contract definition of the call', () => {
    const input = { query: { lang: 'zh' } };
    expect(queryKeys.call(CALL_REFS.report.homeCat, input)).toEqual(queryKeys.call(report.homeCat, input));
    expect(queryKeys.call(CALL_REFS.content.hotArticleInfoList)).toEqual(['marketlens', 'default', content.hotArticleInfoList.path, null]);
  });
});
