// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createTestEnvironment } from '../../../../platform/testing/test-providers';
import { testSite } from '../../../../platform/testing/site-fixture';
import type { NavMenu } from '../../../../shared/domain/content';
import { contentKeys } from '../../../content';
import { PrimaryNavigation } from './primary-navigation';

const navMenu: NavMenu = {
  items: ['women', 'men'].map((context) => ({
    key: context,
    label: context === 'women' ? 'Women' : 'Men',
    path: `/${context}`,
    items: [
      {
        key: `${context}-clothing`,
        label: 'Clothing',
        path: `/${context}/clothing`,
        items: [
          {
            key: `${context}-dresses`,
            label: `${context} dresses`,
            path: `/${context}/clothing/dresses`,
          },
          { key: `${context}-hidden`, label: 'Hidden', path: '/x', hide: true },
        ],
      },
    ],
  })),
};

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  localStorage.clear();
});

function renderNav(dir: 'ltr' | 'rtl' = 'ltr', path = '/') {
  const env = createTestEnvironment({
    path,
    site: { ...testSite, locale: { ...testSite.locale, dir } },
  });
  env.queryClient.setQueryData(contentKeys.data('gb', 'en', 'navMenu'), navMenu);
  render(
    <>
      <PrimaryNavigation variant="mobile" />
      <PrimaryNavigation variant="desktop" />
    </>,
    { wrapper: env.wrapper },
  );
  return env;
}

const trigger = (name: string) => screen.getByRole('button', { name });

describe('desktop megamenu', () => {
  it('opens a context on click and closes on Escape', () => {
    renderNav();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(nav).toBeTruthy();
    expect(trigger('Women').getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(trigger('Women'));
    expect(trigger('Women').getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('link', { name: 'women dresses' }).getAttribute('href')).toBe(
      '/women/clothing/dresses',
    );
    expect(screen.getByRole('link', { name: 'View all Women' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Hidden' })).toBeNull();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(trigger('Women').getAttribute('aria-expanded')).toBe('false');
  });

  it('opens on hover only after the hover intent delay', () => {
    vi.useFakeTimers();
    renderNav();
    fireEvent.pointerEnter(trigger('Men'), { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(200));
    expect(trigger('Men').getAttribute('aria-expanded')).toBe('false');
    act(() => vi.advanceTimersByTime(60));
    expect(trigger('Men').getAttribute('aria-expanded')).toBe('true');
  });

  it('moves between top items with the arrow keys, mirrored right to left', () => {
    renderNav('rtl');
    trigger('Women').focus();
    fireEvent.keyDown(trigger('Women'), { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(trigger('Men'));
    fireEvent.keyDown(trigger('Men'), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(trigger('Women'));
  });
});

describe('mobile pullout', () => {
  it('drills into a context, goes back and closes on Escape returning focus', () => {
    renderNav();
    const menuButton = screen.getByRole('button', { name: 'Menu' });
    fireEvent.click(menuButton);
    const dialog = screen.getByRole('dialog', { name: 'Menu' });
    expect(dialog.contains(document.activeElement)).toBe(true);
    const inDialog = (name: string) =>
      [...dialog.querySelectorAll('button, a')].find(
        (el) => el.textContent === name,
      ) as HTMLElement;
    fireEvent.click(inDialog('Women'));
    expect(screen.getByRole('heading', { name: 'Women' })).toBeTruthy();
    fireEvent.click(inDialog('Clothing'));
    expect(inDialog('women dresses').getAttribute('href')).toBe('/women/clothing/dresses');
    expect(inDialog('View all Clothing')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('heading', { name: 'Women' })).toBeTruthy();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(menuButton);
  });

  it('opens at the level of the navigation context the shopper used last', () => {
    const env = renderNav('ltr', '/men/clothing/dresses');
    expect(localStorage.getItem('lastNavContext')).toBe('men');
    act(() => env.navigate('/search?query=coat'));
    fireEvent.click(screen.getByRole('button', { name: 'Menu' }));
    expect(screen.getByRole('heading', { name: 'Men' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View all Men' }).getAttribute('href')).toBe('/men');
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('heading', { name: 'Menu' })).toBeTruthy();
    // a page outside the contexts (search) leaves the memory as it was
    expect(localStorage.getItem('lastNavContext')).toBe('men');
  });

  it('opens at the top level for a shopper who has used no context yet', () => {
    renderNav();
    fireEvent.click(screen.getByRole('button', { name: 'Menu' }));
    expect(screen.getByRole('heading', { name: 'Menu' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
  });
});
