import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useDocumentTitle } from '../../../lib/use-document-title';
import styles from './static-page.module.css';

interface Props {
  title: string;
  intro?: ReactNode;
  updated?: string;
  children: ReactNode;
  wide?: boolean;
}

/** The frame every static page shares: breadcrumb, title, optional 'Last updated' and intro. */
export function StaticPage({ title, intro, updated, children, wide = false }: Props) {
  useDocumentTitle(title);
  return (
    <div className={`shell-static-page ${styles.page}`}>
      <div className={styles.hero}>
        <div className="container-xl">
          <nav aria-label="Breadcrumb">
            <ol className={styles.crumbs}>
              <li>
                <Link to="/">Home</Link>
              </li>
              <li aria-current="page">{title}</li>
            </ol>
          </nav>
          <h1 className={styles.title}>{title}</h1>
          {updated && <p className={styles.updated}>{updated}</p>}
          {intro && <p className={styles.intro}>{intro}</p>}
        </div>
      </div>
      <div className={`container-xl ${styles.body} ${wide ? '' : styles.narrow}`}>{children}</div>
    </div>
  );
}

/** A titled section of a static page. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={styles.section}>
      <h2 className={styles.sectionTitle}>{title}</h2>
      {children}
    </section>
  );
}
