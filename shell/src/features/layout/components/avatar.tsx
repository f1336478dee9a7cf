import { Picture, type StoredUser } from '@storefront/shared';
import styles from './user-menu.module.css';

/** The shopper's picture, or the first letter of their name on a green disc. */
export function Avatar({ user, size = 36 }: { user: StoredUser; size?: number }) {
  const initial = (user.name || user.email || '?').trim().charAt(0).toUpperCase();
  return user.image ? (
    <Picture className={styles.avatar} src={user.image} alt="" width={size} height={size} sizes={`${size}px`} loading="eager" />
  ) : (
    <span className={styles.avatar} style={{ width: size, height: size, fontSize: size * 0.45 }} aria-hidden="true">
      {initial}
    </span>
  );
}
