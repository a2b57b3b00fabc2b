import { auditActionLabel, INTERNAL_ROLE_LABELS, internalRoleLabel, internalRolesText } from './labels';

const STAFF = [
  'Role_Admin',
  'Role_CS',
  'Role_CSRO',
  'Role_Ope',
  'Role_OpeRO',
  'Role_Market',
  'Role_Marketing',
  'Role_MarketRO',
];

describe('back-office labels', () => {
  it('names every internal role of spec §6 in French, each differently, never with its code', () => {
    const labels = STAFF.map(internalRoleLabel);
    expect(new Set(labels).size).toBe(STAFF.length);
    for (const label of labels) expect(label).not.toMatch(/Role_|^$/);
    expect(Object.keys(INTERNAL_ROLE_LABELS).sort()).toEqual([...STAFF].sort());
    expect(internalRoleLabel('Role_Inconnu')).toBe('Rôle interne');
    expect(internalRolesText([])).toBe('—');
  });

  it('reads audit actions in French, with the person concerned', () => {
    const emailOf = (uuid: string) =>
      uuid === 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa' ? 'a@b.fr' : undefined;
    expect(
      auditActionLabel('backoffice.impersonation.start aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', emailOf),
    ).toEqual({
      label: 'Début d’usurpation',
      target: 'a@b.fr',
    });
    expect(auditActionLabel('impersonated GET /v1/fecs').label).toBe('Consultation pendant une usurpation');
    expect(auditActionLabel('impersonated DELETE /v1/fecs/:uuid').label).toBe(
      'Modification pendant une usurpation',
    );
    expect(auditActionLabel('backoffice.credits.grant 20000 line').label).toMatch(
      /^Crédits accordés : 20\s000\slignes$/,
    );
    expect(auditActionLabel('quelque.chose.de.nouveau x').label).toBe('Autre action');
  });
});
