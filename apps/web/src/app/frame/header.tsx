import { useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { signOutEverywhere, useSession } from '../../lib/session';
import { Logo } from './logo';
import { ThemeToggle } from './theme-toggle';
import { LazyChatToggle } from './lazy-chat';
import { SignOutButton } from '../../ui/sign-out-button';
import { Menu, UserRound, X } from '../../ui/icons';

interface NavItem {
  to: string;
  label: string;
}

function navItems(signedIn: boolean): NavItem[] {
  return signedIn
    ? [
        { to: '/', label: 'Home' },
        { to: '/dashboard', label: 'Dashboard' },
        { to: '/community', label: 'Community' },
      ]
    : [
        { to: '/', label: 'Home' },
        { to: '/how-it-works', label: 'How It Works' },
        { to: '/about', label: 'About' },
        { to: '/pricing', label: 'Pricing' },
      ];
}

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-3 py-2 text-sm font-medium transition-colors hover:bg-surface-2 hover:text-ink ${
    isActive ? 'text-brand' : 'text-muted'
  }`;

/** Sticky header (spec part 1 §2, P1-HDR-01..11). */
export function Header() {
  const { pathname } = useLocation();
  const { user } = useSession();
  const [open, setOpen] = useState(false);
  const isHome = pathname === '/';
  const items = navItems(!!user);

  const actionClass = 'inline-flex items-center gap-2 rounded-md px-3 py-2 text-sm font-medium text-muted hover:bg-surface-2 hover:text-ink';
  const actions = user ? (
    <>
      <LazyChatToggle className={actionClass} />
      <NavLink to="/account" className={(state) => `${linkClass(state)} inline-flex items-center gap-2`}>
        <UserRound aria-hidden="true" className="size-4" /> Account
      </NavLink>
      <SignOutButton className={actionClass} onSignOut={signOutEverywhere} />
    </>
  ) : (
    <NavLink to="/login" className="rounded-md bg-brand px-4 py-2 text-sm font-semibold text-on-brand hover:bg-brand-strong">
      Login
    </NavLink>
  );

  return (
    <header className="sticky top-0 z-40 border-b border-border bg-surface/95 backdrop-blur supports-[backdrop-filter]:bg-surface/85">
      <div className={`mx-auto flex h-16 max-w-6xl items-center gap-4 px-4 ${isHome ? 'justify-between md:justify-center' : 'justify-between'}`}>
        {!isHome && <Logo />}
        <nav id="main-navigation" aria-label="Main" tabIndex={-1} className="hidden items-center gap-1 outline-none md:flex">
          {items.map((item) => (
            <NavLink key={item.to} to={item.to} end className={linkClass}>
              {item.label}
            </NavLink>
          ))}
          <span className="mx-1 h-6 w-px bg-border" aria-hidden="true" />
          {actions}
          <ThemeToggle />
        </nav>
        <div className={`flex items-center gap-1 md:hidden ${isHome ? 'ml-auto' : ''}`}>
          <ThemeToggle />
          <button
            type="button"
            className="inline-flex size-10 items-center justify-center rounded-md text-ink hover:bg-surface-2"
            aria-expanded={open}
            aria-controls="mobile-menu"
            aria-label={open ? 'Close menu' : 'Open menu'}
            onClick={() => setOpen((o) => !o)}
          >
            {open ? <X aria-hidden="true" className="size-6" /> : <Menu aria-hidden="true" className="size-6" />}
          </button>
        </div>
      </div>
      {open && (
        <nav id="mobile-menu" aria-label="Main" className="border-t border-border bg-surface px-4 pb-4 md:hidden">
          <ul className="flex flex-col gap-1 pt-2">
            {items.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end className={linkClass} onClick={() => setOpen(false)}>
                  {item.label}
                </NavLink>
              </li>
            ))}
            <li className="pt-2" onClick={() => setOpen(false)}>
              {actions}
            </li>
          </ul>
        </nav>
      )}
    </header>
  );
}
