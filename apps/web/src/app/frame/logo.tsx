import { Link } from 'react-router';

export function Logo() {
  return (
    <Link to="/" className="flex items-center gap-2 rounded-md font-semibold tracking-tight text-ink" aria-label="Thrivewell home">
      <svg aria-hidden="true" viewBox="0 0 64 64" className="size-8">
        <rect width="64" height="64" rx="14" className="fill-brand" />
        <path d="M32 50c-9-6-17-13-17-22a9 9 0 0 1 17-4 9 9 0 0 1 17 4c0 9-8 16-17 22z" className="fill-bg" />
      </svg>
      <span className="text-lg">Thrivewell</span>
    </Link>
  );
}
