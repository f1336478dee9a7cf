import { NavLink } from 'react-router-dom';
import { useAtomValue } from 'jotai';
import { categoriesAtom, TOP_NAV_CATEGORIES } from '@storefront/shared';
import { HomeIcon, PhoneIcon } from '../../../components/icons';
import { AllCategoriesMenu } from './all-categories-menu';
import styles from './nav-bar.module.css';

const linkClass = ({ isActive }: { isActive: boolean }) => `${styles.topLink} ${isActive ? styles.topActive : ''}`;

/** Wide screens: ALL CATEGORIES, Home and the first 7 categories with their sub-categories. */
export function NavBar() {
  const categories = useAtomValue(categoriesAtom);
  const top = categories.slice(0, TOP_NAV_CATEGORIES);
  return (
    <nav className={styles.bar} aria-label="Categories">
      <div className={`container-xl ${styles.inner}`}>
        <AllCategoriesMenu />
        <ul className={styles.topList} aria-label="Top categories">
          <li>
            <NavLink to="/" end className={linkClass}>
              <HomeIcon size={17} /> Home
            </NavLink>
          </li>
          {top.map((cat) => (
            <li key={cat.id} className={styles.topItem}>
              <NavLink to={`/products/category/${cat.id}`} className={linkClass}>
                {cat.name}
              </NavLink>
              {cat.children?.length > 0 && (
                <ul className={styles.topSub} aria-label={`${cat.name} sub-categories`}>
                  {cat.children.map((sub) => (
                    <li key={sub.id}>
                      <NavLink to={`/products/subCat/${sub.id}`} className={styles.subLink}>
                        {sub.name}
                      </NavLink>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
        <p className={styles.help}>
          <PhoneIcon size={18} />
          <span>
            <span className={styles.helpLabel}>Need help? Mon–Sat 9:00–19:00</span>
            <span className={styles.helpValue}>support@storefront.in</span>
          </span>
        </p>
      </div>
    </nav>
  );
}
