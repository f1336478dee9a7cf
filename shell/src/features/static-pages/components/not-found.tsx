import { Link } from 'react-router-dom';
import { useDocumentTitle } from '../../../lib/use-document-title';
import styles from './not-found.module.css';

export function NotFound() {
  useDocumentTitle('Page not found');
  return (
    <div className={`container-xl ${styles.wrap}`}>
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 className={styles.title}>Page not found</h1>
      <p className={styles.text}>
        We looked everywhere but could not find this page. It may have moved, or the address may be mistyped.
      </p>
      <div className={styles.actions}>
        <Link to="/" className={styles.primary}>
          Go to Home
        </Link>
        <Link to="/contact" className={styles.secondary}>
          Contact us
        </Link>
      </div>
    </div>
  );
}
