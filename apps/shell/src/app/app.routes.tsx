import { useEffect, useState } from 'react';
import { BrowserRouter, Route, Routes, useLocation } from 'react-router';
import { AuthProvider, useAuth } from '../auth/auth.context.js';
import { SignInPage } from '../auth/signin.page.js';
import { AccessGatePage } from '../gate/access-gate.page.js';
import { gateSkipped } from '../gate/gate.logic.js';
import { LandingPage } from '../landing/landing.page.js';
import { MainApp } from '../main-app/main-app.page.js';
import { SignUpPage } from '../signup/signup.page.js';
import { SignupFlowPage } from '../signup/signup-flow.page.js';
import { readStored } from './storage.logic.js';

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
  // Signed in, every path (/landing, /, /app or any other) is the main app.
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

export function App() {
  return (
    <BrowserRouter>
      <AuthProvider>
        <ScrollToTop />
        <AppRoutes />
      </AuthProvider>
    </BrowserRouter>
  );
}
