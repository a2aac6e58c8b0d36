import { useHydrated } from '../../lib/client-values';
import { useStoredValue } from '../../lib/local-store';
import { storageKeys } from '../../lib/storage-keys';
import { Moon, Sun } from '../../ui/icons';

type Theme = 'light' | 'dark';

/** Applies a stored theme choice before the first paint of the app (called from main.tsx). */
export function applyStoredTheme() {
  const stored = localStorage.getItem(storageKeys.theme);
  if (stored === 'light' || stored === 'dark') document.documentElement.dataset.theme = stored;
}

/** Light / dark switch; with no stored choice the system preference is followed. */
export function ThemeToggle() {
  const hydrated = useHydrated();
  const [stored, setStored] = useStoredValue(storageKeys.theme);
  if (!hydrated) return <span className="size-9" aria-hidden="true" />;
  const theme: Theme =
    stored === 'light' || stored === 'dark'
      ? stored
      : window.matchMedia('(prefers-color-scheme: dark)').matches
        ? 'dark'
        : 'light';
  const next: Theme = theme === 'dark' ? 'light' : 'dark';
  return (
    <button
      type="button"
      onClick={() => {
        document.documentElement.dataset.theme = next;
        setStored(next);
      }}
      className="inline-flex size-9 items-center justify-center rounded-md text-muted hover:bg-surface-2 hover:text-ink"
      aria-label={`Switch to ${next} mode`}
      title={`Switch to ${next} mode`}
    >
      {theme === 'dark' ? <Sun aria-hidden="true" className="size-5" /> : <Moon aria-hidden="true" className="size-5" />}
    </button>
  );
}
