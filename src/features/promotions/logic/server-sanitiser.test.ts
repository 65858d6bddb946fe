import { describe, expect, it } from 'vitest';
import { createServerSanitiser } from './server-sanitiser';

describe('createServerSanitiser (the server render, no browser DOM)', () => {
  it('sanitises on a jsdom window like the browser does', () => {
    const sanitise = createServerSanitiser();
    expect(sanitise('<em>New</em><script>alert(1)</script><b onmouseover="x()">in</b>')).toBe(
      '<em>New</em><b>in</b>',
    );
  });
});
