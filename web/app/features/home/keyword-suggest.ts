import { report } from '@marketlens/core/contract';
import type { CallClient } from '@marketlens/core/http';
import type { Lang } from '@marketlens/core/i18n';

/** Search words of the marketplace containing the typed text, hottest first; loaded with the first keystroke, so the contract stays out of the home page's first load. */
export async function suggestKeywords(http: CallClient, text: string, lang: Lang): Promise<report.OfficialSearchRow[]> {
  const res = await http.call(report.officialNetSearch, { query: { keyWord: text, lang, pageSize: 8 } }, { verifyCode: false });
  return res.code === 200 ? res.data : [];
}
