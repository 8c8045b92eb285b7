import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Container } from '../../../components/container';
import styles from './page-hero.module.css';

export interface Crumb {
  label: string;
  to?: string;
}

export interface PageHeroProps {
  eyebrow: string;
  heading: string;
  lead: string;
  breadcrumbs?: readonly Crumb[];
  /** Buttons under the lead. */
  actions?: ReactNode;
  /** Small reassurance points under the actions. */
  points?: readonly string[];
  /** Card beside the text on wide screens (e.g. "Who needs it"). */
  aside?: ReactNode;
}

/** The top of every service, overview and landing page: the page's only h1. */
export function PageHero({ eyebrow, heading, lead, breadcrumbs, actions, points, aside }: PageHeroProps) {
  return (
    <header className={styles.hero}>
      <Container className={aside ? styles.withAside : styles.single}>
        <div className={styles.text}>
          {breadcrumbs && breadcrumbs.length > 0 ? (
            <nav aria-label="Breadcrumb" className={styles.breadcrumbs}>
              <ol>
                {breadcrumbs.map((crumb, index) => {
                  const last = index === breadcrumbs.length - 1;
                  return (
                    <li key={`${crumb.label}-${index}`}>
                      {crumb.to && !last ? (
                        <Link to={crumb.to}>{crumb.label}</Link>
                      ) : (
                        <span aria-current={last ? 'page' : undefined}>{crumb.label}</span>
                      )}
                    </li>
                  );
                })}
              </ol>
            </nav>
          ) : null}
          <p className={styles.eyebrow}>{eyebrow}</p>
          <h1 className={styles.heading}>{heading}</h1>
          <p className={styles.lead}>{lead}</p>
          {actions ? <div className={styles.actions}>{actions}</div> : null}
          {points && points.length > 0 ? (
            <ul className={styles.points}>
              {points.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
          ) : null}
        </div>
        {aside ? <div className={styles.aside}>{aside}</div> : null}
      </Container>
    </header>
  );
}
