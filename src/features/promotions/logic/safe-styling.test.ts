import { describe, expect, it } from 'vitest';
import { safeStyling } from './safe-styling';

describe('safeStyling', () => {
  it('lets plain colours, lengths and alignments through as logical properties', () => {
    expect(
      safeStyling({
        backgroundColor: '#7a4b2e',
        color: 'white',
        width: '12rem',
        height: '40px',
        align: 'left',
        margin: '0 8px',
      }),
    ).toEqual({
      backgroundColor: '#7a4b2e',
      color: 'white',
      inlineSize: '12rem',
      blockSize: '40px',
      textAlign: 'start',
      marginBlockStart: '0',
      marginInlineEnd: '8px',
      marginBlockEnd: '0',
      marginInlineStart: '8px',
    });
  });

  it('drops anything that could load a URL or leave the declaration', () => {
    expect(
      safeStyling({
        backgroundColor: 'url(https://evil.example/x.png)',
        color: 'red; position: fixed',
        width: 'expression(alert(1))',
        align: 'justify',
        margin: '1px 2px 3px 4px 5px',
      }),
    ).toEqual({});
  });
});
