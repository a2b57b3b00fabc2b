/** @jest-environment ./client/src/testing/jsdom-environment.cjs */
import { render, screen } from '@testing-library/react';
import { UnlockedNotice } from './UnlockedNotice';

describe('UnlockedNotice', () => {
  it('takes the focus when the unlock button went away with its banner', () => {
    render(<UnlockedNotice message="« a.txt » est débloqué." onClose={() => undefined} />);
    expect(document.activeElement).toBe(screen.getByRole('status'));
  });

  it('leaves the focus where the user put it', () => {
    render(
      <>
        <button type="button">Ailleurs</button>
      </>,
    );
    screen.getByRole('button', { name: 'Ailleurs' }).focus();
    render(<UnlockedNotice message="« a.txt » est débloqué." onClose={() => undefined} />);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Ailleurs' }));
  });
});
