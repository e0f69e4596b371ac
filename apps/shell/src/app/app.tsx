import { BrowserRouter, Route, Routes } from 'react-router';
import { AuthProvider, useAuth } from '../auth/auth.context.js';
import { SignInPage } from '../auth/signin.page.js';
import { LandingPage } from '../landing/landing.page.js';
import { MainApp } from '../main-app/main-app.page.js';
import { SignUpPage } from '../signup/signup.page.js';

function AppRoutes() {
  const { session } = useAuth();
  // Signed in, every path is the main app (spec section 2).
  if (session) return <MainApp session={session} />;
  return (
    <Routes>
      <Route path="/" element={<LandingPage />} />
      <Route path="/landing" element={<LandingPage />} />
      <Route path="/signup" element={<SignUpPage />} />
      <Route path="/signup-flow" element={<SignUpPage />} />
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
        <AppRoutes />
      </AuthProvider>
    </BrowserRouter>
  );
}

