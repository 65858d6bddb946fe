// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { campaign, promotion } from '../testing/campaign-fixture';
import { sanitiseCampaigns } from './sanitise-campaigns';

const hostile =
  '<strong>Up to 30% off</strong> <a href="javascript:alert(1)">now</a>' +
  '<img src="x" onerror="alert(1)"><script>alert(1)</script>' +
  '<span onclick="alert(1)" style="position:fixed">!</span>';

describe('sanitiseCampaigns', () => {
  it('keeps text formatting and drops scripts, handlers, styles, images and unsafe links', async () => {
    const [sanitised] = await sanitiseCampaigns([
      campaign('c', {
        promotions: [
          promotion('p', [{ area: 'productPage', type: 'box', content: { html: hostile } }]),
        ],
      }),
    ]);
    const html = sanitised!.promotions[0]!.content[0]!.content.html!;
    expect(html).toBe('<strong>Up to 30% off</strong> <a>now</a><span>!</span>');
  });

  it('returns campaigns without HTML as they are', async () => {
    const campaigns = [campaign('plain')];
    expect(await sanitiseCampaigns(campaigns)).toBe(campaigns);
  });
});
