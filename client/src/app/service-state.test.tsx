/**
 * @jest-environment ./client/src/testing/jsdom-environment.cjs
 */
import { act, render, screen } from '@testing-library/react';
import { MaintenanceNotice } from '../modules/layout/Notices';
import { observedFetch, useMaintenanceMessage, useServiceState } from './service-state';

function Probe() {
  const state = useServiceState();
  const message = useMaintenanceMessage();
  return state === 'maintenance' ? <MaintenanceNotice message={message} /> : <p>En service</p>;
}

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('maintenance notice (issue 15)', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it('shows the message staff wrote from the 503, then goes away when the gateway answers again', async () => {
    render(<Probe />);
    globalThis.fetch = jest.fn(async () =>
      answer(503, {
        errors: [
          {
            message: 'Retour prévu à 14 h.',
            extensions: { code: 'SERVICE_UNAVAILABLE', data: { maintenance: true } },
          },
        ],
      }),
    ) as typeof fetch;
    await act(async () => {
      await observedFetch('/graphql');
      await new Promise((r) => setTimeout(r, 10));
    });
    expect(screen.getByTestId('maintenance-notice').textContent).toContain('Retour prévu à 14 h.');

    globalThis.fetch = jest.fn(async () => answer(200, { data: {} })) as typeof fetch;
    await act(async () => {
      await observedFetch('/graphql');
    });
    expect(screen.getByText('En service')).toBeTruthy();
  });

  it('without a message of staff, shows the default text', () => {
    render(<MaintenanceNotice message={null} />);
    expect(screen.getByTestId('maintenance-notice').textContent).toContain(
      'Le service est momentanément indisponible pour maintenance.',
    );
  });
});
