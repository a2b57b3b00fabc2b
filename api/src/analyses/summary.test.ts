import { reasonWhenLocked } from './summary';

describe('reasonWhenLocked', () => {
  it('hides an explanation that quotes an amount while the FEC is locked', () => {
    expect(reasonWhenLocked('Dons de 71,70 € au compte 6238.', true)).toBeNull();
    expect(reasonWhenLocked('Écart de 1234,56 sur la balance.', true)).toBeNull();
  });

  it('keeps an explanation without an amount, and every explanation once unlocked', () => {
    expect(reasonWhenLocked('Référentiel : PCG ANC 2014-03.', true)).toBe('Référentiel : PCG ANC 2014-03.');
    expect(reasonWhenLocked('Dons de 71,70 € au compte 6238.', false)).toBe(
      'Dons de 71,70 € au compte 6238.',
    );
    expect(reasonWhenLocked(null, true)).toBeNull();
  });
});
