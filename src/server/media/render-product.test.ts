// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { renderEditorialImage } from './editorial';
import { GARMENT_KINDS, IMAGE_VIEWS } from '../../shared/media/garment-kinds';
import { EDITORIAL_NAMES } from '../../shared/media/media-url';
import { renderProductImage } from './render-product';

function parse(svg: string): Document {
  return new DOMParser().parseFromString(svg, 'image/svg+xml');
}

describe('renderProductImage', () => {
  it.each(GARMENT_KINDS.flatMap((kind) => IMAGE_VIEWS.map((view) => [kind, view] as const)))(
    'draws %s (%s) as well-formed 3:4 SVG tinted with the colour',
    (kind, view) => {
      const svg = renderProductImage(kind, '2f4a3a', view);
      const doc = parse(svg);
      expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
      expect(doc.documentElement.getAttribute('viewBox')).toBe('0 0 600 800');
      expect(svg).toContain('#2f4a3a');
      expect(svg).not.toMatch(/NaN|undefined/);
    },
  );

  it('differs by colour and by view', () => {
    expect(renderProductImage('shirt', '1f2a44', 'front')).not.toBe(
      renderProductImage('shirt', 'b3261e', 'front'),
    );
    expect(renderProductImage('shirt', '1f2a44', 'front')).not.toBe(
      renderProductImage('shirt', '1f2a44', 'back'),
    );
  });
});

describe('renderEditorialImage', () => {
  it.each(EDITORIAL_NAMES)('draws %s as well-formed SVG', (name) => {
    const svg = renderEditorialImage(name);
    expect(parse(svg).getElementsByTagName('parsererror')).toHaveLength(0);
    expect(svg).not.toMatch(/NaN|undefined/);
  });
});
