import { ProfileOptionsListsDocument } from '../../../__generated__/graphql';

/** A mocked answer of the profile option lists (a few entries of each list), for component tests. */
export function profileOptionsMock() {
  const option = <T extends string>(__typename: string, value: T, label: string) => ({
    __typename,
    value,
    label,
  });
  return {
    request: { query: ProfileOptionsListsDocument },
    result: {
      data: {
        profileOptions: {
          __typename: 'ProfileOptions',
          organizationTypes: [
            option('OrganizationTypeOption', 'CABINET_COMPTABLE', "Cabinet d'expertise comptable"),
            option('OrganizationTypeOption', 'ENTREPRISE', 'Entreprise'),
            option('OrganizationTypeOption', 'AUTRE', 'Autre'),
          ],
          companySizes: [option('CompanySizeOption', 'SIZE_1_10', '1-10')],
          turnovers: [option('TurnoverOption', 'TURNOVER_0_25M', '0-25 M€')],
          positionsCompany: [
            option('PositionOption', 'DAF', 'Directeur administratif et financier'),
            option('PositionOption', 'AUTRE', 'Autre'),
          ],
          positionsAccountingFirm: [
            option('PositionOption', 'CHEF_DE_MISSION', 'Chef de mission'),
            option('PositionOption', 'AUTRE', 'Autre'),
          ],
        },
      },
    },
    maxUsageCount: 10,
  };
}
