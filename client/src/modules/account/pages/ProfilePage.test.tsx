/** @jest-environment ./client/src/testing/jsdom-environment.cjs */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  ProfilePageAccountDocument,
  ProfilePageUpdateUserDocument,
  ProfilePageUserDocument,
} from '../../../__generated__/graphql';
import { baseMe, renderWithProviders, testSession } from '../../../testing/render';
import { profileOptionsMock } from '../utils/testing';
import ProfilePage from './ProfilePage';

const routes = [
  { path: '/mon-compte/compte', element: <ProfilePage /> },
  { path: '/mon-compte/profil-utilisateur', element: <ProfilePage /> },
];

const me = {
  __typename: 'User' as const,
  uuid: baseMe.uuid,
  email: baseMe.email,
  firstName: 'Marie',
  lastName: '',
  state: 'REGISTERED' as const,
  enabled: true,
  role: 'ROLE_OWNER' as const,
  organizationType: 'ENTREPRISE' as const,
  organizationTypeOther: null,
  company: 'Durand SA',
  turnover: null,
  companySize: 'SIZE_1_10' as const,
  officePhone: null,
  mobilePhone: null,
  position: 'DAF' as const,
  positionOther: null,
};

const accountMock = {
  request: { query: ProfilePageAccountDocument },
  result: {
    data: {
      currentAccount: {
        __typename: 'Account',
        uuid: 'acc-1',
        name: 'Cabinet Durand',
        role: 'ROLE_OWNER',
        featuresInAccount: {
          __typename: 'AccountFeatures',
          branding: {
            __typename: 'Branding',
            principalColor: '#112233',
            secondaryColor: null,
            primaryBisColor: null,
            indigoColor: null,
            logo: null,
          },
        },
      },
    },
  },
};

describe('profile page', () => {
  it('loads the profile, requires the last name, then saves with null for cleared fields', async () => {
    const reload = jest.fn(async () => null);
    renderWithProviders(routes, {
      path: '/mon-compte/profil-utilisateur',
      session: testSession({}, { reload }),
      mocks: [
        profileOptionsMock(),
        {
          request: { query: ProfilePageUserDocument, variables: { uuid: baseMe.uuid } },
          result: { data: { user: me } },
        },
        {
          request: {
            query: ProfilePageUpdateUserDocument,
            variables: {
              uuid: baseMe.uuid,
              input: {
                firstName: 'Marie',
                lastName: 'Durand',
                organizationType: 'ENTREPRISE',
                organizationTypeOther: null,
                company: null,
                turnover: null,
                companySize: 'SIZE_1_10',
                officePhone: '',
                mobilePhone: '',
                position: 'DAF',
                positionOther: null,
              },
            },
          },
          result: { data: { updateUser: { ...me, lastName: 'Durand', company: null } } },
        },
      ],
    });
    const company = (await screen.findByLabelText('Société')) as HTMLInputElement;
    expect(company.value).toBe('Durand SA');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Enregistrer mon profil' }));
    expect(await screen.findByText('Ce champ est obligatoire.')).toBeTruthy();
    await user.type(screen.getByLabelText('Nom'), 'Durand');
    await user.clear(company);
    await user.click(screen.getByRole('button', { name: 'Enregistrer mon profil' }));
    expect(await screen.findByText('Votre profil a été enregistré.')).toBeTruthy();
    expect(reload).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Changer le mot de passe' })).toBeTruthy();
    expect(screen.getByRole('button', { name: "Changer l'adresse email" })).toBeTruthy();
  });

  it('shows the account information read-only without the settings right', async () => {
    renderWithProviders(routes, { path: '/mon-compte/compte', mocks: [accountMock] });
    expect(await screen.findByText('Cabinet Durand')).toBeTruthy();
    expect(screen.getByText('Administrateur')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Enregistrer le compte' })).toBeNull();
  });

  it('lets an administrator edit the account name and colours, refusing a bad colour', async () => {
    renderWithProviders(routes, {
      path: '/mon-compte/compte',
      session: testSession({ permissions: { routes: [], can: { account: { settings: { edit: true } } } } }),
      mocks: [accountMock],
    });
    const name = (await screen.findByLabelText('Nom du compte')) as HTMLInputElement;
    expect(name.value).toBe('Cabinet Durand');
    await userEvent.type(screen.getByLabelText('Couleur secondaire'), 'rouge');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer le compte' }));
    expect(await screen.findByText('Format incorrect. (#RRGGBB)')).toBeTruthy();
  });
});
