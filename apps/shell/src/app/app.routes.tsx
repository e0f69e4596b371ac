import { lazy, Suspense, useEffect, useState } from 'react';
import { BrowserRouter, Route, Routes, useLocation } from 'react-router';
import { AuthProvider, useAuth } from '../auth/auth.context.js';
import { isDigestOffPath } from '../digest-off/digest-off.logic.js';
import { gateSkipped } from '../gate/gate.logic.js';
import { loadMainApp } from '../main-app/main-app.chunk.js';
import { isUnsubscribePath } from '../unsubscribe/unsubscribe.logic.js';
import { readStored } from './storage.logic.js';

/*
 * Each screen is its own chunk, loaded when first shown: a visitor on the landing or sign-in page
 * downloads no main app, remote loader or account settings, and a signed-in rep no marketing page.
 * The chunk names let the page-weight browser test tell them apart.
 */
const LandingPage = lazy(() =>
  import(/* webpackChunkName: "landing" */ '../landing/landing.page.js').then((m) => ({ default: m.LandingPage })),
);
const AccessGatePage = lazy(() =>
  import(/* webpackChunkName: "gate" */ '../gate/access-gate.page.js').then((m) => ({ default: m.AccessGatePage })),
);
const SignInPage = lazy(() =>
  import(/* webpackChunkName: "signin" */ '../auth/signin.page.js').then((m) => ({ default: m.SignInPage })),
);
const SignUpPage = lazy(() =>
  import(/* webpackChunkName: "signup" */ '../signup/signup.page.js').then((m) => ({ default: m.SignUpPage })),
);
const SignupFlowPage = lazy(() =>
  import(/* webpackChunkName: "signup" */ '../signup/signup-flow.page.js').then((m) => ({ default: m.SignupFlowPage })),
);
const UnsubscribePage = lazy(() =>
  import(/* webpackChunkName: "unsubscribe" */ '../unsubscribe/unsubscribe.page.js').then((m) => ({
    default: m.UnsubscribePage,
  })),
);
const DigestOffPage = lazy(() =>
  import(/* webpackChunkName: "digest-off" */ '../digest-off/digest-off.page.js').then((m) => ({
    default: m.DigestOffPage,
  })),
);
const MainApp = lazy(() => loadMainApp().then((m) => ({ default: m.MainApp })));

/** / is the landing page behind the Coming Soon gate; /landing never shows the gate. */
function GatedLanding() {
  // Decided once on arrival, so the landing page's own visit stamp cannot flip it mid-visit.
  const [passed, setPassed] = useState(() => gateSkipped(readStored, Date.now()));
  return passed ? <LandingPage /> : <AccessGatePage onPass={() => setPassed(true)} />;
}

/** A new screen starts at its top, not where the last one was scrolled to. */
function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

function AppRoutes() {
  const { session } = useAuth();
  const { pathname } = useLocation();
  // An email's unsubscribe link is for whoever got the email, signed in here or not.
  if (isUnsubscribePath(pathname)) return <UnsubscribePage />;
  // The weekly digest's opt-out link turns it off for the rep it names, signed in here or not.
  if (isDigestOffPath(pathname)) return <DigestOffPage />;
  // Signed in, every other path (/landing, /, /app or any other) is the main app.
  if (session) return <MainApp session={session} />;
  return (
    <Routes>
      <Route path="/" element={<GatedLanding />} />
      <Route path="/landing" element={<LandingPage />} />
      <Route path="/signup" element={<SignUpPage />} />
      <Route path="/signup-flow" element={<SignupFlowPage />} />
      <Route path="/signin" element={<SignInPage />} />
      {/* Unknown paths show sign-in; /app lands there too, and sign-in returns to /app. */}
      <Route path="*" element={<SignInPage />} />
    </Routes>
  );
}

/**
 * The shell's screens under whichever router holds the address: the browser's in the app, a fixed
 * one when a page is rendered to HTML at build time (src/prerender.tsx).
 */
export function Shell() {
  return (
    <AuthProvider>
      <ScrollToTop />
      {/* Nothing shows for the moment a screen's chunk takes to arrive. */}
      <Suspense fallback={null}>
        <AppRoutes />
      </Suspense>
    </AuthProvider>
  );
}

export function App() {
  return (
    <BrowserRouter>
      <Shell />
    </BrowserRouter>
  );
}
