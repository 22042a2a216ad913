import { cleanup, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { allResources } from '@marketlens/locales/all';
import { createI18n, webResources } from '../../lib/i18n';
import { catalog, type Plan } from './catalog';
import { CompareTable } from './compare-table';
import { TierCard } from './tier-card';

const PLANS: Plan[] = [
  { planId: 10, tier: 'operation', duration: 'month', days: 30, priceFen: 19900, perMonthFen: 19900, savingPercent: 0, onSale: true },
  { planId: 12, tier: 'operation', duration: 'year', days: 365, priceFen: 179900, perMonthFen: 14786, savingPercent: 25, onSale: true },
];

function show(ui: React.ReactNode, path = '/en/pricing') {
  const i18n = createI18n('en-US', webResources(allResources['en-US']));
  return render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </I18nextProvider>,
  );
}

afterEach(cleanup);

describe('a tier on the plans page', () => {
  it('shows the price of the chosen term in yuan, what a month costs and the saving', () => {
    const [offer] = catalog(PLANS);
    show(<ul>{offer ? <TierCard offer={offer} term="year" mobile={false} /> : null}</ul>);
    const card = screen.getByTestId('store-tier-operation');
    expect(card.querySelector('.store-price strong')?.textContent).toBe('1,799\u00a0¥');
    expect(card.querySelector('.store-per-month')?.textContent).toBe('147.86\u00a0¥ a monthsave 25%');
    expect(within(card).getByText('save 25%').className).toBe('store-saving');
  });

  it('sends a guest to log in first, coming back to the checkout of that plan', () => {
    const [offer] = catalog(PLANS);
    show(<ul>{offer ? <TierCard offer={offer} term="month" mobile={false} /> : null}</ul>);
    const link = screen.getByTestId('store-choose-10');
    expect(link.getAttribute('href')).toBe(`/en/login?redirect=${encodeURIComponent('/pricing/checkout?plan=10')}`);
    expect(link.textContent).toBe('Get Operation');
  });

  it('compares every tier line by line from the tier table', () => {
    show(<CompareTable />);
    const table = screen.getByTestId('store-compare');
    const rows = table.querySelectorAll('tbody tr');
    expect(rows).toHaveLength(6);
    expect(rows[0]?.textContent).toBe('History30 days90 days180 days365 daysAll');
    expect(rows[4]?.textContent).toContain('1,000 items, checked every 10 min');
  });
});
