import type { HTMLAttributes, ReactNode } from 'react';

export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  title?: ReactNode;
  /** Heading level of the title, so cards fit the page outline they sit in. */
  titleAs?: 'h2' | 'h3';
  actions?: ReactNode;
  children?: ReactNode;
}

export function Card({ title, titleAs: Title = 'h2', actions, className, children, ...rest }: CardProps) {
  return (
    <section className={['lg-card', className].filter(Boolean).join(' ')} {...rest}>
      {(title || actions) && (
        <div className="lg-row lg-card__title" style={{ justifyContent: 'space-between' }}>
          {title && <Title style={{ margin: 0 }}>{title}</Title>}
          {actions}
        </div>
      )}
      {children}
    </section>
  );
}

export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="lg-empty">
      <p className="lg-empty__title">{title}</p>
      {children}
    </div>
  );
}
