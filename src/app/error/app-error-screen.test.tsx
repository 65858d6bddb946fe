// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { AppErrorScreen } from './app-error-screen';

afterEach(cleanup);

describe('AppErrorScreen', () => {
  it('shows the English texts and the session id when no labels loaded', () => {
    render(<AppErrorScreen reference="sess-1234-abcd" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Sorry, something went wrong.' }));
    expect(screen.getByText('Please check back soon.')).toBeTruthy();
    expect(
      screen.getByText(/If this error persists, please contact us with this code/),
    ).toBeTruthy();
    expect(screen.getByText('sess-1234-abcd')).toBeTruthy();
  });

  it('uses the loaded labels when there are some', () => {
    render(
      <AppErrorScreen
        reference="r-1"
        labels={{
          'WEB.APP.ERROR.TITLE': 'Désolé, une erreur est survenue.',
          'WEB.REFRESH.CTA': 'Actualiser',
        }}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Désolé, une erreur est survenue.' })).toBeTruthy();
    // a label the pack lacks still falls back to English
    expect(screen.getByText('Please check back soon.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Actualiser' })).toBeTruthy();
  });

  it('reloads from the Refresh button', () => {
    const onRefresh = vi.fn();
    render(<AppErrorScreen reference="r-2" onRefresh={onRefresh} />);
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(onRefresh).toHaveBeenCalledOnce();
  });
});
