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
