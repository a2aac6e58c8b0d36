// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AccountSettings } from './account-settings';
import { DataImport, importErrors } from './data-import';

type Answer = { status?: number; body?: unknown; delay?: number };
function serve(routes: Record<string, (body: unknown) => Answer>) {
  const calls: { key: string; body: unknown }[] = [];
  vi.stubGlobal('fetch', vi.fn(async (path: string, init: RequestInit = {}) => {
    const key = `${init.method ?? 'GET'} ${path}`;
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    calls.push({ key, body });
    const a = routes[key]?.(body) ?? { status: 404, body: { error: { code: 'NOT_FOUND', message: 'Not found' } } };
    if (a.delay) await new Promise((r) => setTimeout(r, a.delay));
    return new Response(JSON.stringify(a.body ?? {}), { status: a.status ?? 200 });
  }));
  return calls;
}

const exportFile = { exportedAt: '2025-05-01T00:00:00.000Z', tables: { user_details: [{ questionnaire_data: { basicInfo: { age: 40 } }, medication_data: null, diet_data: null }] } };
const jsonFile = (content: unknown, name = 'thrivewell-data-2025-05-01.json') =>
  new File([typeof content === 'string' ? content : JSON.stringify(content)], name, { type: 'application/json' });
const choose = (file: File) => fireEvent.change(screen.getByLabelText('Data file'), { target: { files: [file] } });
const importIt = () => fireEvent.click(screen.getByRole('button', { name: 'Import data file' }));
const recovered = (action: string | null, score: number) => ({ body: { success: true, error: null, migration_result: { action, completeness_score: score, data_found: {}, user_id: 'u1' } } });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('/account data-file import', () => {
  it('sits next to the download on the account page', () => {
    render(<AccountSettings email="ann@example.com" onDeleted={vi.fn()} />);
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings.indexOf('Import my data')).toBe(headings.indexOf('Download my data') + 1);
    expect(screen.getByText('Import a previously downloaded data file', { exact: false })).toBeTruthy();
  });

  it('refuses no file, a wrong type, a file over 5 MB and invalid JSON with clear errors, without calling the server', async () => {
    const calls = serve({});
    render(<DataImport />);
    importIt();
    expect(screen.getByRole('alert').textContent).toBe(importErrors.noFile);
    choose(new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(screen.getByRole('alert').textContent).toBe(importErrors.wrongType);
    const big = jsonFile('{}');
    Object.defineProperty(big, 'size', { value: 5 * 1024 * 1024 + 1 });
    choose(big);
    expect(screen.getByRole('alert').textContent).toBe(importErrors.tooBig);
    expect(screen.getByLabelText('Data file').getAttribute('aria-invalid')).toBe('true');
    choose(jsonFile('{"tables": oops'));
    expect(screen.queryByRole('alert')).toBeNull();
    importIt();
    expect((await screen.findByRole('alert')).textContent).toBe(importErrors.invalidJson);
    expect(calls).toHaveLength(0);
  });

  it("imports the parsed file, then 'Recover My Data' (P2-REC-07/22): 'Recovering Data...' and the created-profile message", async () => {
    const calls = serve({
      'POST /api/profile/legacy-import': () => ({ body: { imported: true, recoveryOffered: true } }),
      'POST /api/profile/recover': () => ({ ...recovered('created_profile', 62), delay: 30 }),
    });
    render(<DataImport />);
    choose(jsonFile(exportFile));
    importIt();
    expect(await screen.findByText(/Your data file was imported\. It holds health information/)).toBeTruthy();
    expect(calls[0]).toEqual({ key: 'POST /api/profile/legacy-import', body: { tables: { user_details: exportFile.tables.user_details } } });
    fireEvent.click(screen.getByRole('button', { name: 'Recover My Data' }));
    expect((screen.getByRole('button', { name: 'Recovering Data...' }) as HTMLButtonElement).disabled).toBe(true);
    expect(await screen.findByText('Profile created with migrated data! Completeness: 62%')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Recover My Data' })).toBeNull();
    expect(calls.map((c) => c.key)).toEqual(['POST /api/profile/legacy-import', 'POST /api/profile/recover']);
  });

  it('sends only the user_details rows of a large export file (the server takes at most 512 KiB)', async () => {
    const calls = serve({ 'POST /api/profile/legacy-import': () => ({ body: { imported: true, recoveryOffered: false } }) });
    render(<DataImport />);
    const chat = Array.from({ length: 400 }, (_, i) => ({ role: 'assistant', content: `${i} ${'x'.repeat(3000)}` }));
    choose(jsonFile({ ...exportFile, tables: { ...exportFile.tables, chat_messages: chat } }));
    importIt();
    await screen.findByText(/Your data file was imported/);
    expect(calls[0]!.body).toEqual({ tables: { user_details: exportFile.tables.user_details } });
  });

  it('says so when the profile is already filled in: no recovery offered', async () => {
    serve({ 'POST /api/profile/legacy-import': () => ({ body: { imported: true, recoveryOffered: false } }) });
    render(<DataImport />);
    choose(jsonFile(exportFile));
    importIt();
    expect(await screen.findByText('Your data file was imported. Your health profile is already filled in, so there is nothing to recover.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Recover My Data' })).toBeNull();
  });

  it("shows the server's reason when the file holds nothing to import", async () => {
    const message = 'This file holds no health questionnaire data to import. Choose a data file downloaded from your account page.';
    serve({ 'POST /api/profile/legacy-import': () => ({ status: 400, body: { error: { code: 'INVALID_IMPORT', message } } }) });
    render(<DataImport />);
    choose(jsonFile({ tables: { user_details: [] } }));
    importIt();
    expect((await screen.findByRole('alert')).textContent).toBe(message);
  });

  it.each([
    ['P2-REC-23', recovered('updated_profile', 74), 'Profile updated with recovered data! Completeness: 74%'],
    ['P2-REC-19', { body: { success: false, error: 'No legacy data found', migration_result: null } }, 'No additional data found to recover. Your profile is up to date.'],
    ['P2-REC-20', { body: { success: false, error: 'Legacy row is locked', migration_result: null } }, 'Recovery failed: Legacy row is locked'],
    ['P2-REC-18', { status: 503, body: { error: { code: 'UNAVAILABLE', message: 'Database unavailable' } } }, 'Recovery failed: Database unavailable'],
    ['P2-REC-17', { status: 401, body: { error: { code: 'UNAUTHORIZED', message: 'Authentication required. Please log in to continue.' } } }, 'User not authenticated. Please log in again.'],
  ])('%s recovery after an import ends with the same message as the card', async (_id, answer, text) => {
    serve({ 'POST /api/profile/legacy-import': () => ({ body: { imported: true, recoveryOffered: true } }), 'POST /api/profile/recover': () => answer });
    render(<DataImport />);
    choose(jsonFile(exportFile));
    importIt();
    fireEvent.click(await screen.findByRole('button', { name: 'Recover My Data' }));
    await waitFor(() => expect(screen.getByText(text)).toBeTruthy());
  });
});
