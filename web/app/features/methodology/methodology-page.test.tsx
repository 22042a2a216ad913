import { cleanup, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { methodology } from '@marketlens/core/contract';
import type { Lang } from '@marketlens/core/i18n';
import type { LOCALES } from '@marketlens/locales';
import { allResources } from '@marketlens/locales/all';
import { createI18n, webResources } from '../../lib/i18n';
import type { AccuracyState } from './accuracy-section';
import { MethodologyPage } from './methodology-page';

const ACCURACY: methodology.Accuracy = {
  measuredOn: '2026-11-24',
  truth: { goods: 3000, days: 60, categories: 48 },
  observation: { collectorPagesPerDay: 420, extensionMembers: 150, seenShare: { daily: 0.31, weekly: 0.52, never: 0.17 } },
  goodsMedianApe30d: 0.274,
  categoryTotalError: { median: 0.038, max: 0.126 },
  spearmanTop100: { median: 0.88, min: 0.83 },
  hostileBatchMoved: false,
  goals: { goodsMedianApe30d: 0.3, categoryTotalError: 0.1, spearmanTop100: 0.8 },
};
const LANGS: readonly { lang: Lang; prefix: string; locale: (typeof LOCALES)[number] }[] = [
  { lang: 'zh', prefix: '', locale: 'zh-CN' },
  { lang: 'en', prefix: '/en', locale: 'en-US' },
  { lang: 'ru', prefix: '/ru', locale: 'ru-RU' },
];

function show(accuracy: AccuracyState, { lang, prefix, locale }: (typeof LANGS)[number]) {
  const i18n = createI18n(locale, webResources(allResources[locale]));
  render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[`${prefix}/methodology`]}>
        <MethodologyPage accuracy={accuracy} lang={lang} />
      </MemoryRouter>
    </I18nextProvider>,
  );
  return allResources[locale].home.methodology;
}

afterEach(cleanup);

describe.each(LANGS)('the methodology page ($lang)', (l) => {
  it('explains the sources, the estimates and every goods-day method in the page’s language', () => {
    const text = show({ kind: 'none' }, l);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(text.title);
    for (const id of ['generated', 'import', 'extension', 'collector'] as const) expect(screen.getByText(text.sources[id].title)).toBeTruthy();
    for (const id of ['model', 'import', 'reviews', 'stock', 'position', 'carried'] as const) expect(screen.getByText(text.methods[id])).toBeTruthy();
    expect(screen.getByText(text.observed.body)).toBeTruthy();
  });

  it('says plainly that nothing was measured yet, and shows no figure', () => {
    const text = show({ kind: 'none' }, l);
    expect(screen.getByTestId('accuracy-none').textContent).toBe(text.accuracy.notMeasured);
    expect(screen.queryByTestId('accuracy-table')).toBeNull();
    expect(within(screen.getByTestId('method-accuracy')).queryByText(/\d+(\.|,)?\d*\s?%/)).toBeNull();
  });

  it('shows the measured figures against their goals, with the day they were measured', () => {
    const text = show({ kind: 'measured', accuracy: ACCURACY }, l);
    expect(screen.getByTestId('accuracy-date').textContent).toContain('2026-11-24');
    const cell = (row: string, col: number) => screen.getByTestId(`accuracy-${row}`).querySelectorAll('td')[col]?.textContent;
    const comma = l.lang === 'ru';
    expect(cell('goodsMedian', 0)?.replace(/\s/g, '')).toBe(comma ? '27,4%' : '27.4%');
    expect(cell('goodsMedian', 2)).toBe(text.accuracy.met);
    expect(cell('categoryMedian', 0)?.replace(/\s/g, '')).toBe(comma ? '3,8%' : '3.8%');
    expect(cell('categoryMax', 0)?.replace(/\s/g, '')).toBe(comma ? '12,6%' : '12.6%');
    expect(cell('categoryMax', 2)).toBe(text.accuracy.missed);
    expect(cell('spearmanMin', 0)).toBe(comma ? '0,83' : '0.83');
    expect(cell('spearmanMin', 1)).toBe(text.accuracy.atLeast.replace('{{value}}', comma ? '0,80' : '0.80'));
    expect(screen.getByTestId('accuracy-hostile').textContent).toBe(text.accuracy.hostileHeld);
  });
});

describe('the methodology page when the measurement cannot be read', () => {
  it('says so instead of claiming that nothing was measured', () => {
    const [zh] = LANGS;
    if (!zh) throw new Error('no language');
    const text = show({ kind: 'unavailable' }, zh);
    expect(screen.getByTestId('accuracy-unavailable').textContent).toBe(text.accuracy.unavailable);
    expect(screen.queryByTestId('accuracy-none')).toBeNull();
  });
});
