// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ProductAccordion, type AccordionSection } from './product-accordion';

afterEach(cleanup);

const sections: AccordionSection[] = [
  { key: 'details', title: 'Product details', content: <p>Wool, made in Portugal</p> },
  { key: 'delivery', title: 'Delivery and returns', content: <p>Free returns</p> },
];

const button = (name: string) => screen.getByRole('button', { name });
const expanded = (name: string) => button(name).getAttribute('aria-expanded');

describe('ProductAccordion', () => {
  it('keeps one panel open: a second press on it leaves it open, another moves it', () => {
    render(<ProductAccordion sections={sections} />);
    expect(expanded('Product details')).toBe('false');
    expect(screen.queryByRole('region', { name: 'Product details' })).toBeNull();

    fireEvent.click(button('Product details'));
    expect(screen.getByRole('region', { name: 'Product details' }).textContent).toBe(
      'Wool, made in Portugal',
    );
    fireEvent.click(button('Product details'));
    expect(expanded('Product details')).toBe('true');
    // the open panel's button cannot collapse it, and says so
    expect(button('Product details').getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByRole('region', { name: 'Product details' })).toBeTruthy();

    fireEvent.click(button('Delivery and returns'));
    expect(expanded('Product details')).toBe('false');
    expect(button('Product details').getAttribute('aria-disabled')).toBeNull();
    expect(expanded('Delivery and returns')).toBe('true');
    expect(screen.queryByRole('region', { name: 'Product details' })).toBeNull();
  });

  it('with clearOnToggle, a second press closes the open panel', () => {
    render(<ProductAccordion sections={sections} clearOnToggle />);
    fireEvent.click(button('Delivery and returns'));
    expect(expanded('Delivery and returns')).toBe('true');
    expect(button('Delivery and returns').getAttribute('aria-disabled')).toBeNull();
    fireEvent.click(button('Delivery and returns'));
    expect(expanded('Delivery and returns')).toBe('false');
    expect(screen.queryByRole('region')).toBeNull();
  });
});
