import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../testing/render.tsx';
import { ExportButton, ExportStatus } from './ExportStatus.tsx';

/** Lets floating-ui place an open dropdown: its position is computed in promises after the dropdown mounts. */
async function afterPlacing() {
  for (let turn = 0; turn < 5; turn++) await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

describe('ExportButton', () => {
  it('keeps its choice of file kinds shown once placed, and exports the kind chosen', async () => {
    const onExport = vi.fn();
    const { user } = renderWithProviders(
      <ExportButton
        state={{ status: 'idle' }}
        texts="resource"
        onExport={onExport}
        formats={['csv', 'xlsx']}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    // Shown once its opening transition has mounted it; then floating-ui places it, which hid it before.
    await screen.findAllByRole('menuitem');
    await afterPlacing();
    // jsdom lays nothing out, so the dropdown's target looks scrolled away: the tests' setup keeps it shown.
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'CSV (text, any spreadsheet)',
      'Excel workbook (XLSX)',
    ]);
    await user.click(screen.getByRole('menuitem', { name: 'Excel workbook (XLSX)' }));
    expect(onExport).toHaveBeenCalledWith('xlsx');
  });

  it('exports CSV at once where no choice is offered', async () => {
    const onExport = vi.fn();
    const { user } = renderWithProviders(
      <ExportButton state={{ status: 'idle' }} texts="resource" onExport={onExport} />,
    );
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(onExport).toHaveBeenCalledWith('csv');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});

describe('ExportStatus', () => {
  // The completed parties' section words its own count and button, and leaves progress and failure to `resource`.
  const texts = 'reports:completed';

  it("takes a screen's own word for what it counted", () => {
    renderWithProviders(<ExportStatus state={{ status: 'done', count: 12 }} texts={texts} />);
    expect(screen.getByRole('status')).toHaveTextContent('Parties exported: 12');
  });

  it('takes the shared words for progress and failure where the screen has none', () => {
    renderWithProviders(<ExportStatus state={{ status: 'running', done: 2, total: 5 }} texts={texts} />);
    expect(screen.getByRole('status')).toHaveTextContent('Exporting… 2 of 5');
  });

  it('names a failed export in the shared words', () => {
    renderWithProviders(
      <ExportStatus state={{ status: 'failed', error: new Error('offline') }} texts={texts} />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('The export failed. Try again.');
  });
});
