import { useState } from 'react';
import Offcanvas from 'react-bootstrap/Offcanvas';
import { Link, useNavigate } from 'react-router-dom';
import { useAtomValue } from 'jotai';
import { categoriesAtom, isLoggedInAtom, Picture, signOut } from '@storefront/shared';
import { ChevronDownIcon, CloseIcon, HomeIcon, LogoutIcon, UserIcon } from '@storefront/shared/ui/icons';
import { Logo } from '../../../components/logo';
import { SubCategoryLinks } from './sub-category-links';
import styles from './mobile-nav.module.css';

interface Props {
  show: boolean;
  onHide: () => void;
}

/** Screens under 992 px: the categories in a panel that slides in from the left. */
export function MobileNav({ show, onHide }: Props) {
  const categories = useAtomValue(categoriesAtom);
  const loggedIn = useAtomValue(isLoggedInAtom);
  const navigate = useNavigate();
  const [expanded, setExpanded] = useState<string | null>(null);

  const logout = () => {
    onHide();
    signOut();
    navigate('/signIn');
  };

  return (
    <Offcanvas show={show} onHide={onHide} placement="start" aria-label="Menu" className={styles.panel}>
      <div className={styles.head}>
        <Link to="/" onClick={onHide} aria-label="Storefront home">
          <Logo compact />
        </Link>
        <button type="button" className={styles.close} onClick={onHide} aria-label="Close menu">
          <CloseIcon />
        </button>
      </div>
      <nav className={styles.body} aria-label="Categories">
        <ul className={styles.list}>
          <li>
            <Link to="/" className={styles.link} onClick={onHide}>
              <span className={styles.thumb}>
                <HomeIcon size={18} />
              </span>
              Home
            </Link>
          </li>
          {categories.map((cat) => {
            const hasSubs = cat.children?.length > 0;
            const isOpen = expanded === cat.id;
            const subsId = `shell-mnav-${cat.id}`;
            return (
              <li key={cat.id}>
                <div className={styles.row}>
                  <Link to={`/products/category/${cat.id}`} className={styles.link} onClick={onHide}>
                    <span className={styles.thumb} style={{ background: cat.color || undefined }}>
                      {cat.images?.[0] && <Picture src={cat.images[0]} alt="" width={24} height={24} sizes="24px" />}
                    </span>
                    {cat.name}
                  </Link>
                  {hasSubs && (
                    <button
                      type="button"
                      className={styles.toggle}
                      aria-expanded={isOpen}
                      aria-controls={subsId}
                      aria-label={`${cat.name} sub-categories`}
                      onClick={() => setExpanded(isOpen ? null : cat.id)}
                    >
                      <ChevronDownIcon size={18} className={isOpen ? styles.flip : ''} />
                    </button>
                  )}
                </div>
                {hasSubs && (
                  <SubCategoryLinks subs={cat.children} id={subsId} className={styles.subs} hidden={!isOpen} linkClass={styles.subLink} onPick={onHide} />
                )}
              </li>
            );
          })}
        </ul>
      </nav>
      <div className={styles.foot}>
        {loggedIn ? (
          <button type="button" className={styles.outline} onClick={logout}>
            <LogoutIcon size={18} /> Logout
          </button>
        ) : (
          <Link to="/signIn" className={styles.primary} onClick={onHide}>
            <UserIcon size={18} /> Sign In
          </Link>
        )}
      </div>
    </Offcanvas>
  );
}
