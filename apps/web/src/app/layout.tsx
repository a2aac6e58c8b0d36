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

/** The floating AI chat panel exists only for a signed-in user. */
function SignedInChatPanel() {
  const { user } = useAuthContext();
  return user ? <LazyChatPanelMount /> : null;
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
        <main id="main-content" tabIndex={-1} className="flex-1 outline-none">
          <Outlet />
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
