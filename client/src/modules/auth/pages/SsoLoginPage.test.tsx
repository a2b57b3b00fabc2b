/** @jest-environment ./client/src/testing/jsdom-environment.cjs */
import { screen } from '@testing-library/react';
import { SsoLoginPageSignInDocument, SsoSeeAnalysisPageSignInDocument } from '../../../__generated__/graphql';
import { renderWithProviders, testSession } from '../../../testing/render';
import { SSO_FAILED } from '../components/SsoFailure';
import SsoLoginPage from './SsoLoginPage';
import SsoSeeAnalysisPage from './SsoSeeAnalysisPage';

const routes = [
  { path: '/ssoLogin', element: <SsoLoginPage /> },
  { path: '/ssoLoginSeeAnalysis', element: <SsoSeeAnalysisPage /> },
  { path: '/mes-dossiers/:folder', element: <p>Mes dossiers</p> },
  { path: '/mes-analyses/:t/:r/:ids', element: <p>Analyse ouverte</p> },
];

describe('single sign-on (spec §4)', () => {
  it('needs both tokens', async () => {
    renderWithProviders(routes, { path: '/ssoLogin?access_token=a', session: testSession(null) });
    expect(await screen.findByText(SSO_FAILED)).toBeTruthy();
  });

  it('shows the failure message the gateway gives', async () => {
    renderWithProviders(routes, {
      path: '/ssoLogin?access_token=a&refresh_token=r',
      session: testSession(null),
      mocks: [
        {
          request: { query: SsoLoginPageSignInDocument, variables: { accessToken: 'a', refreshToken: 'r' } },
          result: {
            data: { ssoSignIn: { __typename: 'SsoSignInPayload', connected: false, message: SSO_FAILED } },
          },
        },
      ],
    });
    expect(await screen.findByText(SSO_FAILED)).toBeTruthy();
  });

  it('signs in and lands on the folders', async () => {
    const signedIn = jest.fn(async () => null);
    renderWithProviders(routes, {
      path: '/ssoLogin?access_token=a&refresh_token=r',
      session: testSession(null, { signedIn }),
      mocks: [
        {
          request: { query: SsoLoginPageSignInDocument, variables: { accessToken: 'a', refreshToken: 'r' } },
          result: { data: { ssoSignIn: { __typename: 'SsoSignInPayload', connected: true, message: null } } },
        },
      ],
    });
    expect(await screen.findByText('Mes dossiers')).toBeTruthy();
    expect(signedIn).toHaveBeenCalledTimes(1);
  });

  it('opens the target analysis in see-analysis mode', async () => {
    const { router } = renderWithProviders(routes, {
      path: '/ssoLoginSeeAnalysis?access_token=a&refresh_token=r&account_uuid=acc&user_uuid=usr&force_see_analysis_uuid=an-1',
      session: testSession(null),
      mocks: [
        {
          request: {
            query: SsoSeeAnalysisPageSignInDocument,
            variables: {
              accessToken: 'a',
              refreshToken: 'r',
              target: { accountUuid: 'acc', userUuid: 'usr', forceSeeAnalysisUuid: 'an-1' },
            },
          },
          result: {
            data: {
              ssoLoginSeeAnalysis: {
                __typename: 'SsoSignInPayload',
                connected: true,
                message: null,
                session: { __typename: 'Session', forceSeeAnalysisUuid: 'an-1' },
              },
            },
          },
        },
      ],
    });
    expect(await screen.findByText('Analyse ouverte')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/mes-analyses/detail/tous/an-1');
  });
});
