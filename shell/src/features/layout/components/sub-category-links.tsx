import type { HTMLAttributes } from 'react';
import { Link } from 'react-router-dom';
import type { Category } from '@storefront/shared';

/** A category's sub-categories as links to their listings (the header's menu and the mobile menu). */
export function SubCategoryLinks({ subs, linkClass, onPick, ...list }: {
  subs: Category['children'];
  linkClass?: string;
  onPick: () => void;
} & HTMLAttributes<HTMLUListElement>) {
  return (
    <ul {...list}>
      {subs.map((sub) => (
        <li key={sub.id}>
          <Link to={`/products/subCat/${sub.id}`} className={linkClass} onClick={onPick}>
            {sub.name}
          </Link>
        </li>
      ))}
    </ul>
  );
}
