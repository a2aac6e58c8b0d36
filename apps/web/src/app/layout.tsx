import type { ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Header } from './frame/header';
import { Footer } from './frame/footer';
import { SkipLinks } from './frame/skip-links';
import { TierBanner } from './frame/tier-banner';
import { BackToDashboardBar } from './frame/back-to-dashboard';
import { FooterNotice } from './frame/footer-notice';
import { CookieBanner } from './frame/cookie-banner';
import { Toaster } from '../ui/toaster';
import { RouteAnnouncer, ScrollToTop, KeyboardShortcuts } from './frame/a11y';
import { AuthEffects } from './frame/auth-effects';
import { LazyChatPanelMount } from './frame/lazy-chat';
import { AuthProvider, useAuthContext } from '../lib/auth-context';
import { ProfileSyncProvider } from '../features/health-profile/profile-sync-provider';

/** The floating AI chat panel exists only for a signed-in user. */
function SignedInChatPanel() {
  const { user } = useAuthContext();
  return user ? <LazyChatPanelMount /> : null;
}

/** The signed-in user's profile sync service (retry queue, sync status) lives as long as their session. */
function SessionProfileSync({ children }: { children: ReactNode }) {
  const { user } = useAuthContext();
  return <ProfileSyncProvider userId={user?.id ?? null}>{children}</ProfileSyncProvider>;
}

/** The shared page frame (spec part 1 §2): header, banners, main area, footer, consent, the AI chat panel. */
export function RootLayout() {
  const { pathname } = useLocation();
  const isHome = pathname === '/';
  return (
    <AuthProvider>
      <div className="flex min-h-screen flex-col bg-bg text-ink">
        <SkipLinks />
        <Header />
        {!isHome && <TierBanner />}
        <BackToDashboardBar />
        {/* A page's content often arrives after the frame (a lazy chunk, the session, its data): a
            main of at least one screen keeps the footer below the fold meanwhile, so it never jumps
            into view and away again (layout shift). The landing page renders whole at once. */}
        <main id="main-content" tabIndex={-1} className={`flex-1 outline-none ${isHome ? '' : 'min-h-svh'}`}>
          <SessionProfileSync>
            <Outlet />
          </SessionProfileSync>
        </main>
        <Footer />
        <FooterNotice />
        <CookieBanner />
        <SignedInChatPanel />
        <Toaster />
        <RouteAnnouncer />
        <ScrollToTop />
        <KeyboardShortcuts />
        <AuthEffects />
      </div>
    </AuthProvider>
  );
}
