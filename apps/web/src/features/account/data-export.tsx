import { Download } from 'lucide-react';
import { useState } from 'react';
import { unexpectedErrorMessage } from '@thrivewell/core/copy/auth-messages';
import { Button } from '../../ui/button';
import { FormMessage } from '../../ui/text-field';
import { exportAccountData } from './account-api';

/** 'thrivewell-data-2024-05-01.json' */
export function exportFileName(now = new Date()): string {
  return `thrivewell-data-${now.toISOString().slice(0, 10)}.json`;
}

function saveFile(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  // Give the browser a moment to start the download before the URL is released.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Download all my data: every row the server holds for the user, as one JSON file. */
export function DataExport() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  async function download() {
    setBusy(true);
    setError(null);
    setDone(false);
    try {
      const data = await exportAccountData();
      saveFile(exportFileName(), JSON.stringify(data, null, 2));
      setDone(true);
    } catch {
      setError(unexpectedErrorMessage);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="export-title" className="space-y-4">
      <h2 id="export-title" className="text-lg font-semibold">
        Download my data
      </h2>
      <p className="text-sm text-muted">One JSON file with everything we store about you: your account, profile, logs and settings.</p>
      {error && <FormMessage tone="error">{error}</FormMessage>}
      {done && <FormMessage tone="success">Your data has been downloaded.</FormMessage>}
      <Button variant="secondary" onClick={() => void download()} disabled={busy} aria-busy={busy}>
        <Download aria-hidden="true" className="size-4" />
        {busy ? 'Preparing...' : 'Download my data'}
      </Button>
    </section>
  );
}
