import { useState } from 'react';
import { NavLink } from 'react-router-dom';
import { useAtomValue } from 'jotai';
import { categoriesAtom, TOP_NAV_CATEGORIES } from '@storefront/shared';
import { HomeIcon, PhoneIcon } from '@storefront/shared/ui/icons';
import { AllCategoriesMenu } from './all-categories-menu';
import styles from './nav-bar.module.css';

const linkClass = ({ isActive }: { isActive: boolean }) => `${styles.topLink} ${isActive ? styles.topActive : ''}`;

/** Wide screens: ALL CATEGORIES, Home and the first 7 categories with their sub-categories. */
export function NavBar() {
  const categories = useAtomValue(categoriesAtom);
  const top = categories.slice(0, TOP_NAV_CATEGORIES);
  const [allOpen, setAllOpen] = useState(false);
  // A category just followed keeps its flyout shut until the pointer or focus leaves it, so the
  // menu does not hang over the page it opened.
  const [followed, setFollowed] = useState<string | null>(null);
  return (
    <nav className={styles.bar} aria-label="Categories">
      <div className={`container-xl ${styles.inner}`}>
        <AllCategoriesMenu open={allOpen} onOpenChange={setAllOpen} />
        {/* One menu at a time: reaching for a top-bar category closes ALL CATEGORIES. */}
        <ul
          className={styles.topList}
          aria-label="Top categories"
          data-menu-open={allOpen || undefined}
          onMouseEnter={() => setAllOpen(false)}
          onFocus={() => setAllOpen(false)}
        >
          <li>
            <NavLink to="/" end className={linkClass}>
              <HomeIcon size={17} /> Home
            </NavLink>
          </li>
          {top.map((cat) => (
            <li
              key={cat.id}
              className={styles.topItem}
              data-followed={followed === cat.id || undefined}
              onClick={(e) => {
                if ((e.target as HTMLElement).closest('a')) setFollowed(cat.id);
              }}
              onMouseLeave={() => setFollowed((f) => (f === cat.id ? null : f))}
              onBlur={(e) => {
                if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFollowed((f) => (f === cat.id ? null : f));
              }}
            >
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
        {/* The categories past the top bar's: shown only in a small screen's menu before the
            scripts (header.tsx, MENU_ID), where this bar is the whole menu. */}
        {categories.length > top.length && (
          <ul className={styles.moreList} aria-label="More categories">
            {categories.slice(top.length).map((cat) => (
              <li key={cat.id}>
                <NavLink to={`/products/category/${cat.id}`} className={linkClass}>
                  {cat.name}
                </NavLink>
              </li>
            ))}
          </ul>
        )}
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
