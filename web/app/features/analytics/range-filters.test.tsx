import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FilterBar, readFilters, type FilterSpec } from './range-filters';

const PRICE: FilterSpec[] = [{ label: 'Price', min: 'priceMin', max: 'priceMax', scale: 100 }];

afterEach(cleanup);

describe('the price filter', () => {
  it('reads numbers as members write them and names what is wrong', () => {
    expect(readFilters(PRICE, { priceMin: '1 299', priceMax: '13,790' }, 'en')).toEqual({ values: { priceMin: 1299, priceMax: 13790 }, problems: {} });
    expect(readFilters(PRICE, { priceMin: '', priceMax: '' }, 'ru')).toEqual({ values: { priceMin: undefined, priceMax: undefined }, problems: {} });
    expect(readFilters(PRICE, { priceMin: 'abc', priceMax: '100' }, 'zh').problems).toEqual({ priceMin: 'notNumber' });
    expect(readFilters(PRICE, { priceMin: '-5', priceMax: '' }, 'zh').problems).toEqual({ priceMin: 'negative' });
    expect(readFilters(PRICE, { priceMin: '500', priceMax: '100' }, 'zh').problems).toEqual({ priceMin: 'minAboveMax' });
  });

  it('refuses letters and a minimum above the maximum with a word, and applies nothing', () => {
    const onApply = vi.fn();
    render(<FilterBar filters={PRICE} values={{}} lang="en" onApply={onApply} />);
    const min = screen.getByTestId('filter-priceMin');
    const max = screen.getByTestId('filter-priceMax');
    const apply = screen.getByTestId('filters-apply');

    fireEvent.change(min, { target: { value: '12abc' } });
    act(() => void fireEvent.click(apply));
    expect(onApply).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe('frame.filterProblems.notNumber');
    expect(min.getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(min, { target: { value: '5000' } });
    fireEvent.change(max, { target: { value: '100' } });
    act(() => void fireEvent.click(apply));
    expect(onApply).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe('frame.filterProblems.minAboveMax');

    fireEvent.change(max, { target: { value: '13 790' } });
    act(() => void fireEvent.click(apply));
    expect(onApply).toHaveBeenCalledWith({ priceMin: 5000, priceMax: 13790 });
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
