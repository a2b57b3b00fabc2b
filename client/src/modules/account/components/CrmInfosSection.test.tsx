/** @jest-environment ./client/src/testing/jsdom-environment.cjs */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MyCrmCommonInfosDocument, SetMyCrmCommonInfoDocument } from '../../../__generated__/graphql';
import { baseMe, renderWithProviders, testSession } from '../../../testing/render';
import { CrmInfosSection, typedValue } from './CrmInfosSection';

const userUuid = baseMe.uuid;
const entry = (field: string, value: unknown) => ({ __typename: 'CrmCommonInfo', field, value });
const read = (entries: unknown[]) => ({
  request: { query: MyCrmCommonInfosDocument, variables: { userUuid } },
  result: { data: { crmCommonInfos: entries } },
});

describe('« Informations complémentaires » (CRM common infos, issue 15)', () => {
  it('shows the entries and saves one changed value alone, keeping its type', async () => {
    const saved = jest.fn(() => ({ data: { setCrmCommonInfo: [entry('effectif', 14)] } }));
    renderWithProviders(<CrmInfosSection />, {
      mocks: [
        read([entry('effectif', 12), entry('source', 'salon')]),
        {
          request: {
            query: SetMyCrmCommonInfoDocument,
            variables: { userUuid, entry: { field: 'effectif', value: 14 } },
          },
          result: saved,
        },
        read([entry('effectif', 14), entry('source', 'salon')]),
      ],
    });
    const input = await screen.findByLabelText('effectif');
    expect((input as HTMLInputElement).value).toBe('12');
    expect((screen.getByLabelText('source') as HTMLInputElement).value).toBe('salon');
    await userEvent.clear(input);
    await userEvent.type(input, '14');
    const buttons = screen.getAllByRole('button', { name: 'Enregistrer' });
    expect((buttons[1] as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(buttons[0]!);
    expect(await screen.findByText('« effectif » est enregistré.')).toBeTruthy();
    expect(saved).toHaveBeenCalledTimes(1);
  });

  it('is not shown to staff acting as the user', () => {
    const { container } = renderWithProviders(<CrmInfosSection />, {
      session: testSession({ impersonated: true }),
    });
    expect(container.textContent).toBe('');
  });

  it('typedValue keeps numbers and yes/no as they were', () => {
    expect(typedValue(3, '4,5')).toBe(4.5);
    expect(typedValue(true, 'non')).toBe(false);
    expect(typedValue('a', '12')).toBe('12');
    expect(typedValue('a', '  ')).toBeNull();
  });
});
