/** @jest-environment ./client/src/testing/jsdom-environment.cjs */
import { render, screen } from '@testing-library/react';
import { DropZone } from './DropZone';

const zone = (limitsKnown?: boolean) =>
  render(
    <DropZone
      onFiles={() => undefined}
      multiple
      maxFiles={10}
      maxBytes={1024 * 1024 * 1024}
      limitsKnown={limitsKnown}
    />,
  );

describe('drop zone: the limits hint', () => {
  it('names no figure while the limits load', () => {
    zone(false);
    expect(screen.getByTestId('fec-limits-hint').textContent).toBe('Fichiers .txt ou .csv');
  });

  it('names the limits once known', () => {
    zone(true);
    expect(screen.getByTestId('fec-limits-hint').textContent).toBe(
      'Fichiers .txt ou .csv, 10 fichiers au plus, 1 Go au plus par fichier',
    );
  });
});

describe('drop zone: the keyboard', () => {
  it('opens the file picker from a real « Parcourir » button (Enter and Space work on it)', () => {
    zone(true);
    const browse = screen.getByRole('button', { name: 'Parcourir' });
    expect(browse.tagName).toBe('BUTTON');
    const input = screen.getByLabelText('Choisir des fichiers FEC') as HTMLInputElement;
    let picked = 0;
    input.addEventListener('click', (e) => {
      e.preventDefault();
      picked++;
    });
    browse.click();
    expect(picked).toBe(1);
  });
});
