import { codeIn, durationFr, invitationMessage, resetCodeMessage, signUpCodeMessage } from './messages';

describe('emails (French)', () => {
  it('carry the code in the agreed sentence', () => {
    const m = signUpCodeMessage('a@b.fr', '123456', 86400);
    expect(m.subject).toBe('Votre code de validation');
    expect(m.text).toContain('Votre code de validation : 123456');
    expect(m.text).toContain('valable 24 heures');
    expect(codeIn(m.text)).toBe('123456');
    expect(resetCodeMessage('a@b.fr', '000042', 3600).text).toContain('valable 1 heure');
  });

  it('keep temporary passwords out of the log text', () => {
    const m = invitationMessage('a@b.fr', 'Secret-Temp-1', 7);
    expect(m.text).toContain('Secret-Temp-1');
    expect(m.logText).not.toContain('Secret-Temp-1');
  });

  it('say durations in French', () => {
    expect(durationFr(3600)).toBe('1 heure');
    expect(durationFr(7200)).toBe('2 heures');
    expect(durationFr(86400)).toBe('24 heures');
    expect(durationFr(3 * 86400)).toBe('3 jours');
    expect(durationFr(900)).toBe('15 minutes');
  });
});
