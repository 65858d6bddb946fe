// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Route, Switch } from 'wouter';
import { createTestEnvironment } from '../../../platform/testing/test-providers';
import { testSite } from '../../../platform/testing/site-fixture';
import type { NavMenu } from '../../../shared/domain/content';
import type { LoadedSite } from '../../../platform/site/load-site';
import { contentKeys } from '../../content';
import { StartingContextRedirect } from './starting-context-redirect';

const navMenu: NavMenu = {
  items: [
    { key: 'women', label: 'Women', path: '/women' },
    { key: 'men', label: 'Men', path: '/men' },
  ],
};

function siteStartingAt(startingNavContext: string | undefined): LoadedSite {
  const { config } = testSite;
  return {
    ...testSite,
    config: {
      ...config,
      options: {
        ...config.options,
        navigation: { ...config.options.navigation, startingNavContext },
      },
    },
  };
}

function renderHome(path: string, startingNavContext?: string, menu: NavMenu | null = navMenu) {
  const env = createTestEnvironment({ path, site: siteStartingAt(startingNavContext) });
  if (menu) env.queryClient.setQueryData(contentKeys.data('gb', 'en', 'navMenu'), menu);
  render(
    <Switch>
      <Route path="/">
        <StartingContextRedirect fallback={<p>Loading</p>}>
          <h1>Home</h1>
        </StartingContextRedirect>
      </Route>
      <Route path="/men">
        <h1>Men</h1>
      </Route>
    </Switch>,
    { wrapper: env.wrapper },
  );
  return env;
}

afterEach(cleanup);

describe('the home page and the starting navigation context', () => {
  it('shows the home page when no starting context is configured', () => {
    const env = renderHome('/');
    expect(screen.getByRole('heading', { name: 'Home' })).toBeTruthy();
    expect(env.history).toEqual(['/']);
  });

  it("replaces / with the starting context's path, keeping the query", () => {
    const env = renderHome('/?utm_source=mail&page=2', 'men');
    // replaced, not pushed: Back does not return to a page that only redirects
    expect(env.history).toEqual(['/men?utm_source=mail&page=2']);
    expect(screen.getByRole('heading', { name: 'Men' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Home' })).toBeNull();
  });

  it('waits for the menu that names the path instead of flashing the home page', () => {
    const env = renderHome('/', 'women', null);
    expect(screen.getByText('Loading')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Home' })).toBeNull();
    expect(env.history).toEqual(['/']);
  });

  it('stays when the configured context is not in the menu', () => {
    const env = renderHome('/', 'kids');
    expect(screen.getByRole('heading', { name: 'Home' })).toBeTruthy();
    expect(env.history).toEqual(['/']);
  });

  it('stays when the starting context lives at the root path itself', () => {
    const env = renderHome('/', 'all', { items: [{ key: 'all', label: 'All', path: '/' }] });
    expect(screen.getByRole('heading', { name: 'Home' })).toBeTruthy();
    expect(env.history).toEqual(['/']);
  });
});
