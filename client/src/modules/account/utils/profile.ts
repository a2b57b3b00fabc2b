import type {
  CompanySize,
  OrganizationType,
  Position,
  ProfileUserFieldsFragment,
  Turnover,
  UserProfileInput,
} from '../../../__generated__/graphql';

/** The profile part of the register and profile forms (selects hold '' for "nothing chosen"). */
export interface ProfileValues {
  organizationType: string;
  organizationTypeOther: string;
  company: string;
  turnover: string;
  companySize: string;
  officePhone: string;
  mobilePhone: string;
  position: string;
  positionOther: string;
}

export const emptyProfile: ProfileValues = {
  organizationType: '',
  organizationTypeOther: '',
  company: '',
  turnover: '',
  companySize: '',
  officePhone: '',
  mobilePhone: '',
  position: '',
  positionOther: '',
};

export function profileValuesOf(user: ProfileUserFieldsFragment): ProfileValues {
  return {
    organizationType: user.organizationType ?? '',
    organizationTypeOther: user.organizationTypeOther ?? '',
    company: user.company ?? '',
    turnover: user.turnover ?? '',
    companySize: user.companySize ?? '',
    officePhone: user.officePhone ?? '',
    mobilePhone: user.mobilePhone ?? '',
    position: user.position ?? '',
    positionOther: user.positionOther ?? '',
  };
}

/**
 * The API's profile input. `empty` is what an unset field becomes: `undefined` at registration (left
 * out), `null` on an update (the schema's "null efface la valeur"). The "other" precisions go only with
 * AUTRE, so a stale precision is not kept.
 */
export function profileInputOf(v: ProfileValues, empty: null | undefined): UserProfileInput {
  const text = (s: string) => (s.trim() ? s.trim() : empty);
  const phone = (s: string) => (s.trim() ? s.trim() : empty === null ? '' : undefined);
  return {
    organizationType: (v.organizationType || empty) as OrganizationType | null | undefined,
    organizationTypeOther: v.organizationType === 'AUTRE' ? text(v.organizationTypeOther) : empty,
    company: text(v.company),
    turnover: (v.turnover || empty) as Turnover | null | undefined,
    companySize: (v.companySize || empty) as CompanySize | null | undefined,
    officePhone: phone(v.officePhone),
    mobilePhone: phone(v.mobilePhone),
    position: (v.position || empty) as Position | null | undefined,
    positionOther: v.position === 'AUTRE' ? text(v.positionOther) : empty,
  };
}
