import type { TFunction } from 'i18next';
import { App } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { workbench } from '@marketlens/core/contract';
import { useHttp } from '../../lib/http';
import { useLang } from '../../lib/lang';
import { loadWorkbench } from './contract';
import { downloadText, toCsv } from './csv';

type Row = { goods: workbench.GoodsRow; words: workbench.ReverseWord[] };

/**
 * One line per goods and search word: the names in the page's language, and beside them (on Chinese
 * and English pages) the Russian originals the translations were made from.
 */
export function reverseCsv(list: Row[], t: TFunction<'analytics'>, lang: string): { header: string[]; rows: (string | number | null)[][] } {
  const originals = lang !== 'ru';
  const header = [
    t('columns.goodsId'), t('columns.goods'), ...(originals ? [t('columns.titleOriginal')] : []),
    t('columns.keywordId'), t('columns.keyword'), ...(originals ? [t('columns.keywordOriginal')] : []),
    t('columns.heat'), t('columns.growth'), t('reverse.position'), t('reverse.competing'),
  ];
  const rows = list.flatMap(({ goods, words }) =>
    words.map((w) => [
      goods.goodsId, goods.titleTranslated ?? goods.title, ...(originals ? [goods.title] : []),
      w.keywordId, w.keywordTranslated ?? w.keyword, ...(originals ? [w.keyword] : []),
      w.heat, w.growth, w.position, w.competing,
    ]),
  );
  return { header, rows };
}

/** The lookup's export: fetched again through the export call, which counts one of the day's exports. */
export function useReverseExport(input: Record<string, string | number>) {
  const { t } = useTranslation('analytics');
  const { message } = App.useApp();
  const http = useHttp();
  const lang = useLang();
  const [exporting, setExporting] = useState(false);
  const run = async () => {
    setExporting(true);
    try {
      const res = await http.call((await loadWorkbench()).keywordReverseExport, { query: input as workbench.KeywordReverseQuery }, { verifyCode: false });
      if (res.code !== 200 || !res.data) {
        void message.warning(res.message ?? t('states.error'));
        return;
      }
      const { header, rows } = reverseCsv(res.data.list, t, lang);
      downloadText(`marketlens-keyword-reverse-${res.data.meta.latestDay}.csv`, toCsv(header, rows));
      const left = res.data.exportsLeft;
      void message.success([t('frame.exported', { count: rows.length }), left === null ? '' : t('frame.exportsLeft', { count: left })].filter(Boolean).join(' · '));
    } catch {
      void message.error(t('states.error'));
    } finally {
      setExporting(false);
    }
  };
  return { exporting, run };
}
