import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { workbench } from '@marketlens/core/contract';
import { HonestNote } from './honest-note';

const META: workbench.ListMeta = {
  latestDay: '2026-11-21', from: '2026-10-23', to: '2026-11-21', days: 30, coverage: 0.9, prevFrom: '2026-09-23', prevTo: '2026-10-22', windowCoverage: 1, prevCoverage: 1,
  comparable: true, source: 'generated', tier: 'operation', historyDays: 180, rowLimit: 10, scopeLimited: true, boundTypeIds: [99997], matched: 40,
};
const note = (props: Partial<Parameters<typeof HonestNote>[0]>) =>
  render(
    <MemoryRouter initialEntries={['/en/workbench/goods/detail']}>
      <HonestNote meta={META} {...props} />
    </MemoryRouter>,
  );

afterEach(cleanup);

describe('the plan’s limit outside the bound categories on the page', () => {
  it('explains the fixed 10-row preview and the 10 goods a day on a list', () => {
    note({});
    expect(screen.getByTestId('scope-limited').textContent).toContain('limits.scopeLimited');
    expect(screen.queryByTestId('daily-goods')).toBeNull();
  });

  it('says on a goods view outside them that it counts among the day’s 10 goods, and nothing inside them', () => {
    note({ rows: false, dailyGoods: true });
    expect(screen.getByTestId('daily-goods').textContent).toBe('limits.dailyGoods');
    expect(screen.queryByTestId('scope-limited')).toBeNull();
    cleanup();
    note({ rows: false, dailyGoods: true, meta: { ...META, scopeLimited: false, rowLimit: 2000 } });
    expect(screen.queryByTestId('daily-goods')).toBeNull();
  });
});

describe('the method on the data strip', () => {
  it('links the methodology page in the page’s language', () => {
    for (const [path, href] of [['/workbench/selection/hot', '/methodology'], ['/en/workbench/selection/hot', '/en/methodology'], ['/ru/workbench/keyword/hot', '/ru/methodology']] as const) {
      render(
        <MemoryRouter initialEntries={[path]}>
          <HonestNote meta={META} />
        </MemoryRouter>,
      );
      const link = screen.getByTestId('methodology-link');
      expect(link.getAttribute('href')).toBe(href);
      expect(link.textContent).toBe('honest.method');
      cleanup();
    }
  });

  it('names the imported or observed method, and says how much of the window was observed only when the list tells', () => {
    note({ meta: { ...META, source: 'import' } });
    expect(screen.getByTestId('methodology-link').textContent).toBe('honest.methodImport');
    expect(screen.queryByTestId('observed-share')).toBeNull();
    cleanup();
    note({ meta: { ...META, observedShare: 0.625 } as workbench.ListMeta });
    expect(screen.getByTestId('observed-share').textContent).toBe('honest.observed');
    cleanup();
    note({ meta: { ...META, observedShare: null } as workbench.ListMeta });
    expect(screen.queryByTestId('observed-share')).toBeNull();
  });
});
