import { impersonatedPermissions, permissionsFor } from '../permissions/permissions';
import { routeKeys } from './me-service';

describe('routeKeys: the billing centre', () => {
  it('opens to the roles that pay, not to a Member', () => {
    expect(routeKeys(permissionsFor(['Role_Owner']))).toContain('mon-compte/facturation');
    expect(routeKeys(permissionsFor(['Role_Manager']))).toContain('mon-compte/facturation');
    expect(routeKeys(permissionsFor(['Role_Member']))).not.toContain('mon-compte/facturation');
  });

  it('opens read-only to customer success acting as an Owner (billing.read without the pay right)', () => {
    const can = impersonatedPermissions('Role_Owner', ['Role_CS']);
    expect(can.paiement.paiementButton.pay).toBe(false);
    expect(can.paiement.billing.read).toBe(true);
    expect(routeKeys(can)).toContain('mon-compte/facturation');
  });
});

describe('routeKeys: the back-office', () => {
  it('opens to every internal staff role, read-only ones included', () => {
    const staff = [
      'Role_Admin',
      'Role_CS',
      'Role_CSRO',
      'Role_Ope',
      'Role_OpeRO',
      'Role_Market',
      'Role_Marketing',
      'Role_MarketRO',
    ] as const;
    for (const role of staff)
      expect(routeKeys(permissionsFor(['Role_Member', role]))).toContain('back-office');
  });

  it('stays closed to customers of every account role and to staff acting as a user', () => {
    for (const role of ['Role_Owner', 'Role_Manager', 'Role_Supervisor', 'Role_Member'] as const) {
      expect(routeKeys(permissionsFor([role]))).not.toContain('back-office');
    }
    expect(routeKeys(impersonatedPermissions('Role_Owner', ['Role_Admin']))).not.toContain('back-office');
    expect(routeKeys(impersonatedPermissions('Role_Owner', ['Role_CS']))).not.toContain('back-office');
  });
});
