import { Moon, Sun } from 'lucide-react';
import { useEffect, useState } from 'react';
import { storageKeys } from '../../lib/storage-keys';

type Theme = 'light' | 'dark';

function systemTheme(): Theme {
  return window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

/** Applies a stored theme choice before the first paint of the app (called from main.tsx). */
export function applyStoredTheme() {
  const stored = localStorage.getItem(storageKeys.theme);
  if (stored === 'light' || stored === 'dark') document.documentElement.dataset.theme = stored;
}

/** Light / dark switch; with no stored choice the system preference is followed. */
export function ThemeToggle() {
  const [theme, setTheme] = useState<Theme | null>(null);
  useEffect(() => {
    const stored = localStorage.getItem(storageKeys.theme);
    setTheme(stored === 'light' || stored === 'dark' ? stored : systemTheme());
  }, []);
  if (!theme) return <span className="size-9" aria-hidden="true" />;
  const next: Theme = theme === 'dark' ? 'light' : 'dark';
  return (
    <button
      type="button"
      onClick={() => {
        document.documentElement.dataset.theme = next;
        localStorage.setItem(storageKeys.theme, next);
        setTheme(next);
      }}
      className="inline-flex size-9 items-center justify-center rounded-md text-muted hover:bg-surface-2 hover:text-ink"
      aria-label={`Switch to ${next} mode`}
      title={`Switch to ${next} mode`}
    >
      {theme === 'dark' ? <Sun aria-hidden="true" className="size-5" /> : <Moon aria-hidden="true" className="size-5" />}
    </button>
  );
}
