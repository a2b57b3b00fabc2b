/** @jest-environment ./client/src/testing/jsdom-environment.cjs */
import { act, render, screen } from '@testing-library/react';
import { SMALL_SCREEN_QUERY, SmallScreenNotice, useSmallScreenNotice } from './Notices';

function Page() {
  const notice = useSmallScreenNotice();
  return (
    <main>
      {notice.shown ? <SmallScreenNotice onClose={notice.dismiss} /> : null}
      <h1>Mes analyses</h1>
    </main>
  );
}

const original = window.matchMedia;
function screenMatches(matches: (query: string) => boolean) {
  window.matchMedia = (query: string) => ({ ...original(query), matches: matches(query) });
}

describe('small-screen notice (spec §2): a notice above the page, never instead of it', () => {
  afterEach(() => {
    window.matchMedia = original;
    sessionStorage.clear();
  });

  it('is for phones only: a small width with a touch pointer, not a desktop zoomed to 200 %', () => {
    expect(SMALL_SCREEN_QUERY).toBe('(max-width: 767px) and (pointer: coarse)');
    screenMatches(() => false);
    render(<Page />);
    expect(screen.queryByTestId('small-screen-notice')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Mes analyses' })).toBeTruthy();
  });

  it('on a phone, shows the notice with the page below, and the user can pass it for the session', () => {
    screenMatches((query) => query === SMALL_SCREEN_QUERY);
    const first = render(<Page />);
    expect(screen.getByText('Écran trop petit')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Mes analyses' })).toBeTruthy();
    act(() => screen.getByRole('button', { name: 'Masquer ce message' }).click());
    expect(screen.queryByTestId('small-screen-notice')).toBeNull();
    first.unmount();
    render(<Page />);
    expect(screen.queryByTestId('small-screen-notice')).toBeNull();
  });
});
