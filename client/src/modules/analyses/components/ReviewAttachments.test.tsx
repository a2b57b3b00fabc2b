/** @jest-environment ./client/src/testing/jsdom-environment.cjs */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DeleteReviewAttachmentDocument } from '../../../__generated__/graphql';
import { createCache } from '../../../app/apollo';
import { renderWithProviders } from '../../../testing/render';
import {
  ANALYSIS,
  CONTROL,
  controlReviewMock,
  findingsMock,
  person,
  review,
  reviewer,
} from '../testing/review-fixtures';
import { ControlReviewPanel } from './ControlReviewPanel';

const manager = reviewer({ write: true, assign: true, signoff: true });
const readerOnly = reviewer({ write: false, assign: false, signoff: false });

const pdf = {
  __typename: 'ReviewAttachment' as const,
  uuid: 'a1',
  fileName: 'Relevé bancaire.pdf',
  size: 2048,
  contentType: 'application/pdf',
  uploadedBy: person('u1', 'Anne Martin'),
  uploadedAt: '2026-12-01T10:00:00Z',
  downloadUrl: '/download/review-attachments/a1',
};

describe('« Pièces jointes » of a control’s review', () => {
  it('lists each file with its download link, and removes one after confirming', async () => {
    const user = userEvent.setup();
    let deleted = false;
    renderWithProviders(<ControlReviewPanel analysisUuid={ANALYSIS} controlId={CONTROL} />, {
      session: manager,
      cache: createCache(),
      mocks: [
        controlReviewMock(review({ uuid: 'r1' }), { attachments: [pdf] }),
        findingsMock([]),
        {
          request: { query: DeleteReviewAttachmentDocument, variables: { uuid: 'a1' } },
          result: () => {
            deleted = true;
            return { data: { deleteReviewAttachment: 'a1' } };
          },
        },
        controlReviewMock(review({ uuid: 'r1' }), { attachments: [] }),
      ],
    });
    const region = await screen.findByRole('region', { name: /Pièces jointes/ });
    const link = within(region).getByRole('link', { name: 'Relevé bancaire.pdf' });
    expect(link.getAttribute('href')).toBe('/download/review-attachments/a1');
    expect(within(region).getByText(/2 Ko — Anne Martin, le/)).toBeTruthy();
    // The file input has a label and stays in the tab order (Enter or Space opens the picker).
    const picker = within(region).getByLabelText('Joindre un fichier');
    expect(picker).toHaveProperty('type', 'file');
    expect(picker.tabIndex).toBe(0);
    expect(picker.getAttribute('aria-describedby')).toBeTruthy();

    await user.click(within(region).getByRole('button', { name: 'Supprimer Relevé bancaire.pdf' }));
    const dialog = await screen.findByRole('dialog', { name: 'Supprimer « Relevé bancaire.pdf » ?' });
    expect(deleted).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    await waitFor(() => expect(deleted).toBe(true));
    expect(await within(region).findByText('« Relevé bancaire.pdf » a été retiré.')).toBeTruthy();
  });

  it('refuses a file over 10 Mo before sending it, in French', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const sent = jest.spyOn(XMLHttpRequest.prototype, 'send');
    renderWithProviders(<ControlReviewPanel analysisUuid={ANALYSIS} controlId={CONTROL} />, {
      session: manager,
      cache: createCache(),
      mocks: [controlReviewMock(review()), findingsMock([])],
    });
    const region = await screen.findByRole('region', { name: /Pièces jointes/ });
    const big = new File(['x'], 'gros.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 10 * 1024 * 1024 + 1 });
    await user.upload(within(region).getByLabelText('Joindre un fichier'), big);
    expect((await within(region).findByRole('alert')).textContent).toContain(
      'Le fichier est trop volumineux : 10 Mo au maximum.',
    );
    expect(sent).not.toHaveBeenCalled();
    sent.mockRestore();
  });

  it('is read-only without the right to write the review: links, no input, no delete', async () => {
    renderWithProviders(<ControlReviewPanel analysisUuid={ANALYSIS} controlId={CONTROL} />, {
      session: readerOnly,
      cache: createCache(),
      mocks: [controlReviewMock(review({ uuid: 'r1' }), { attachments: [pdf] }), findingsMock([])],
    });
    const region = await screen.findByRole('region', { name: /Pièces jointes/ });
    expect(within(region).getByRole('link', { name: 'Relevé bancaire.pdf' })).toBeTruthy();
    expect(within(region).queryByLabelText('Joindre un fichier')).toBeNull();
    expect(within(region).queryByRole('button', { name: /Supprimer/ })).toBeNull();
  });
});
