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
