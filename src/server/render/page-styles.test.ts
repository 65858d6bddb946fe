import { describe, expect, it } from 'vitest';
import { markupClasses, stylesheetOf, stylesheetsFor } from './page-styles';

describe('a page’s stylesheets', () => {
  it('reads the classes of selectors, not of declarations or numbers', () => {
    const sheet = stylesheetOf(
      '/a.css',
      '.card:hover>.c1{background:url(/x.svg)}@media (min-width:40.5em){.grid .c2{margin:.5rem}}' +
        '@keyframes k{50%{opacity:.5}}[dir=rtl] .c3::after{content:"."}',
      false,
    );
    expect([...sheet.classes].sort()).toEqual(['c1', 'c2', 'c3', 'card', 'grid']);
  });

  it('reads the classes the markup uses', () => {
    expect([...markupClasses('<div class="a  b"><svg class="c"></svg><p data-class="d">')]).toEqual(
      ['a', 'b', 'c'],
    );
  });

  it('keeps the shell’s sheets and the ones whose classes appear, in the build’s order', () => {
    const sheets = [
      stylesheetOf('/shell.css', 'body{margin:0}', true),
      stylesheetOf('/cards.css', '.card{}', false),
      stylesheetOf('/filters.css', '.filters{}', false),
      stylesheetOf('/grid.css', '.grid{}', false),
    ];
    const chosen = stylesheetsFor(sheets, '<ul class="grid"><li class="card x"></li></ul>');
    expect(chosen.map((sheet) => sheet.href)).toEqual(['/shell.css', '/cards.css', '/grid.css']);
  });
});
