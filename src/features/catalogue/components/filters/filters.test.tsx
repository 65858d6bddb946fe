// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestEnvironment } from '../../../../platform/testing/test-providers';
import type { FilterDefinition } from '../../../../shared/domain/content';
import type { VisibleFilter } from '../../logic/visible-filters';
import { FilterChips } from './filter-chips';
import { FilterDropdowns } from './filter-dropdowns';
import { FilterSidebar } from './filter-sidebar';

afterEach(cleanup);

const colour: FilterDefinition = {
  name: 'color',
  attribute: 'color.group',
  type: 'facet',
  label: 'WEB.FILTER.COLOR',
  showSwatch: true,
  limit: 2,
  options: [],
};
const price: FilterDefinition = {
  name: 'priceRange',
  attribute: 'salePrice',
  type: 'numeric',
  label: 'WEB.FILTER.PRICE',
};
const filters: VisibleFilter[] = [
  {
    definition: colour,
    options: [
      { value: 'black', count: 3, rgb: '#000' },
      { value: 'blue', count: 5, rgb: '#00f' },
      { value: 'red', count: 1, rgb: '#f00' },
    ],
  },
  { definition: price, options: [] },
];

function renderWith(ui: React.ReactElement) {
  const { wrapper } = createTestEnvironment();
  return render(ui, { wrapper });
}

describe('FilterSidebar in pending mode', () => {
  it('keeps Apply disabled until the pending selection differs, then applies it', () => {
    const onApply = vi.fn();
    renderWith(
      <FilterSidebar
        instant={false}
        filters={filters}
        selection={{ color: ['blue'] }}
        onApply={onApply}
      />,
    );
    const apply = screen.getByRole('button', { name: 'Apply' });
    expect(apply).toHaveProperty('disabled', true);
    // the accordion button shows the count of chosen options
    const section = screen.getByRole('button', { name: /Colour.*1 selected/ });
    fireEvent.click(section);
    expect(section.getAttribute('aria-expanded')).toBe('true');

    fireEvent.click(screen.getByRole('checkbox', { name: /Black/ }));
    expect(apply).toHaveProperty('disabled', false);
    fireEvent.click(screen.getByRole('checkbox', { name: /Black/ }));
    expect(apply).toHaveProperty('disabled', true);

    fireEvent.click(screen.getByRole('checkbox', { name: /Black/ }));
    expect(onApply).not.toHaveBeenCalled();
    fireEvent.click(apply);
    expect(onApply).toHaveBeenCalledWith({ color: ['blue', 'black'] });
  });

  it('keeps pending choices when only the sort changes, drops them when filters change', () => {
    const props = { instant: false, filters, onApply: vi.fn() };
    const { rerender } = renderWith(<FilterSidebar {...props} selection={{ color: ['blue'] }} />);
    fireEvent.click(screen.getByRole('button', { name: /Colour/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: /Black/ }));
    const apply = screen.getByRole('button', { name: 'Apply' });
    rerender(<FilterSidebar {...props} selection={{ color: ['blue'] }} />);
    expect(apply).toHaveProperty('disabled', false);
    rerender(<FilterSidebar {...props} selection={{}} />);
    expect(apply).toHaveProperty('disabled', true);
  });

  it('shows only the limit until View all', () => {
    renderWith(<FilterSidebar filters={filters} selection={{}} onApply={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: /Colour/ }));
    expect(screen.getAllByRole('checkbox')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'View all' }));
    expect(screen.getAllByRole('checkbox')).toHaveLength(3);
  });

  it('marks a numeric filter in use with a tick', () => {
    renderWith(
      <FilterSidebar filters={filters} selection={{ priceRange: ['20>40'] }} onApply={vi.fn()} />,
    );
    expect(screen.getByRole('button', { name: /Price.*Filter applied/ })).toBeTruthy();
  });
});

describe('FilterDropdowns', () => {
  it('opens one at a time, applies at once, closes on Escape and outside clicks', () => {
    const onApply = vi.fn();
    renderWith(
      <div>
        <p>outside</p>
        <FilterDropdowns filters={filters} selection={{}} onApply={onApply} />
      </div>,
    );
    fireEvent.click(screen.getByRole('button', { name: /Colour/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: /Blue/ }));
    expect(onApply).toHaveBeenCalledWith({ color: ['blue'] });

    fireEvent.click(screen.getByRole('button', { name: /Price/ }));
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
    expect(screen.getByLabelText('Minimum price')).toBeTruthy();

    fireEvent.keyDown(screen.getByLabelText('Minimum price'), { key: 'Escape' });
    expect(screen.queryByLabelText('Minimum price')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: /Colour/ }));
    fireEvent.pointerDown(screen.getByText('outside'));
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
  });

  it('refuses an inverted price range and snaps a valid one to the step', () => {
    const onApply = vi.fn();
    renderWith(<FilterDropdowns filters={filters} selection={{}} onApply={onApply} />);
    fireEvent.click(screen.getByRole('button', { name: /Price/ }));
    fireEvent.change(screen.getByLabelText('Minimum price'), { target: { value: '90' } });
    fireEvent.change(screen.getByLabelText('Maximum price'), { target: { value: '30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply price' }));
    expect(screen.getByRole('alert').textContent).toMatch(/minimum price/i);
    expect(onApply).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('Minimum price'), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('Maximum price'), { target: { value: '42' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply price' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(onApply).toHaveBeenCalledWith({ priceRange: ['0>40'] });
  });
});

describe('FilterChips', () => {
  it('removes one value per chip and offers Clear all only past one value', () => {
    const onApply = vi.fn();
    const { rerender } = renderWith(
      <FilterChips definitions={[colour]} selection={{ color: ['blue'] }} onApply={onApply} />,
    );
    expect(screen.queryByRole('button', { name: 'Clear all' })).toBeNull();
    rerender(
      <FilterChips
        definitions={[colour]}
        selection={{ color: ['blue', 'red'] }}
        onApply={onApply}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Remove Red' }));
    expect(onApply).toHaveBeenLastCalledWith({ color: ['blue'] });
    fireEvent.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(onApply).toHaveBeenLastCalledWith({});
  });

  it('names a coded value (a brand tag) by its option label', () => {
    const brand: FilterDefinition = {
      name: 'brand',
      attribute: 'brand.tag',
      type: 'facet',
      label: 'WEB.FILTER.BRAND',
      options: [{ value: 'harrow-and-finch', tag: 'harrow-and-finch', label: 'Harrow & Finch' }],
    };
    const onApply = vi.fn();
    renderWith(
      <FilterChips
        definitions={[brand]}
        selection={{ brand: ['harrow-and-finch'] }}
        onApply={onApply}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Remove Harrow & Finch' }));
    expect(onApply).toHaveBeenLastCalledWith({});
  });
});
