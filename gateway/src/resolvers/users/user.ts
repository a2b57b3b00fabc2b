import type { UserResolvers } from '../../__generated__/resolvers-types';
import { codeToEnum, roleFromApi, stateFromApi } from './codes';

/** `User` from the API's user view (snake_case, option codes) to the schema's names and enums. */
export const User: UserResolvers = {
  firstName: (u) => u.first_name,
  lastName: (u) => u.last_name,
  state: (u) => stateFromApi(u.state),
  role: (u) => roleFromApi(u.userRole),
  organizationType: (u) => codeToEnum('organizationType', u.organization_type),
  organizationTypeOther: (u) => u.organizationType_other,
  turnover: (u) => codeToEnum('turnover', u.turnover),
  companySize: (u) => codeToEnum('companySize', u.company_size),
  officePhone: (u) => u.office_phone,
  mobilePhone: (u) => u.mobile_phone,
  position: (u) => codeToEnum('position', u.position),
  positionOther: (u) => u.position_other,
  createdAt: (u) => u.created_at,
};
