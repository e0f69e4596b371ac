import type { ReactNode } from 'react';
import { BrandMark } from '../app/brand.mark.js';
import './auth.css';

export interface AuthCardProps {
  title: string;
  subtitle: string;
  children: ReactNode;
}

/** The centred card of the sign-in and sign-up screens: the brand, a heading and the line under it. */
export function AuthCard({ title, subtitle, children }: AuthCardProps) {
  return (
    <main className="auth-page">
      <div className="auth-card lg-card">
        <div className="auth-card__brand">
          <BrandMark />
        </div>
        <h1 className="auth-card__title">{title}</h1>
        <p className="lg-muted auth-card__subtitle">{subtitle}</p>
        {children}
      </div>
    </main>
  );
}
