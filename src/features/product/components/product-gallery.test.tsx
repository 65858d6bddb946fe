// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestEnvironment } from '../../../platform/testing/test-providers';
import { ProductGallery } from './product-gallery';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** jsdom lays nothing out: the widths a phone (one view a screen) or a desktop (a grid) gives. */
function layout(rowWidth: number, contentWidth: number) {
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(rowWidth);
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(contentWidth);
}

function renderGallery() {
  const env = createTestEnvironment();
  const images = ['/media/p1/navy-1.svg', '/media/p1/navy-2.svg', '/media/p1/navy-3.svg'];
  render(<ProductGallery images={images} name="Wool coat" colourName="Navy" />, {
    wrapper: env.wrapper,
  });
  return screen.getByRole('region', { name: 'Product images' });
}

describe('ProductGallery', () => {
  it('is a tab stop while its row scrolls sideways, so the keyboard can scroll it', () => {
    layout(390, 3 * 390);
    const region = renderGallery();
    const row = screen.getByRole('list', { name: 'Product images' });
    expect(region.contains(row)).toBe(true);
    expect(row.tabIndex).toBe(0);
    row.focus();
    expect(document.activeElement).toBe(row);
    expect(screen.getAllByRole('img').map((img) => img.getAttribute('alt'))).toEqual([
      'Wool coat in Navy, view 1',
      'Wool coat in Navy, view 2',
      'Wool coat in Navy, view 3',
    ]);
  });

  it('stays out of the tab order when every view fits (the desktop grid)', () => {
    layout(900, 900);
    renderGallery();
    expect(screen.getByRole('list').hasAttribute('tabindex')).toBe(false);
  });
});
