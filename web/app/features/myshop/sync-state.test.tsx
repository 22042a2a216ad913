import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { myshop } from '@marketlens/core/contract';
import { SyncState } from './sync-state';

const SHOP: myshop.ShopState = {
  id: 1, name: 'Shop', clientId: '123', own: true, phase: 'current', storedDays: 180, wantedDays: 180, historyFrom: '2026-05-31', latestDay: '2026-11-26',
  lastSuccessAt: '2026-11-27T08:00:00Z', nextRunAt: '2026-11-27T09:00:00Z', lastErrorCode: null, lastErrorAt: null, running: false, skuCount: 40,
};
const show = (over: Partial<myshop.ShopState>) =>
  render(
    <MemoryRouter initialEntries={['/en/myshop']}>
      <SyncState shop={{ ...SHOP, ...over }} isMain />
    </MemoryRouter>,
  );

afterEach(cleanup);

describe('the shop’s sync line', () => {
  it('says while a sync runs that the figures follow it about once a minute, and when the next one is otherwise', () => {
    show({ running: true });
    expect(screen.getByTestId('myshop-sync-running').textContent).toBe('sync.runningHint');
    expect(screen.getByTestId('myshop-sync').textContent).not.toContain('sync.nextRun');
    cleanup();
    show({ running: false });
    expect(screen.queryByTestId('myshop-sync-running')).toBeNull();
    expect(screen.getByTestId('myshop-sync').textContent).toContain('sync.nextRun');
  });

  it('says it under a back-fill’s progress too', () => {
    show({ running: true, phase: 'backfill', storedDays: 30 });
    expect(screen.getByTestId('myshop-sync').textContent).toContain('sync.runningHint');
  });
});
