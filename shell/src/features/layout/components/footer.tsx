import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useAtomValue } from 'jotai';
import { categoriesAtom } from '@storefront/shared';
import { ClockIcon, LeafIcon, LocationIcon, MailIcon, PercentIcon, TagIcon, TruckIcon } from '@storefront/shared/ui/icons';
import { Logo } from '../../../components/logo';
import { NewsletterForm } from './newsletter-form';
import styles from './footer.module.css';

const PROMISES: ReadonlyArray<{ icon: ReactNode; title: string; text: string }> = [
  { icon: <LeafIcon size={28} />, title: 'Everyday fresh products', text: 'Daily essentials, restocked every day' },
  { icon: <TruckIcon size={28} />, title: 'Free delivery for order over $70', text: 'Doorstep delivery, no hidden charges' },
  { icon: <PercentIcon size={28} />, title: 'Daily Mega Discounts', text: 'New deals every single day' },
  { icon: <TagIcon size={28} />, title: 'Best price on the market', text: 'Fair prices on everything we sell' },
];

/** Aisles named in the footer while the category list is unavailable; they have no page of their own. */
const FALLBACK_AISLES = ['Fruits & Vegetables', 'Dairy & Breakfast', 'Staples & Grains', 'Snacks & Beverages', 'Personal Care'];
const FOOTER_CATEGORIES = 6;
const FOOTER_SUBCATEGORIES = 6;

const COMPANY_LINKS = [
  { to: '/about-us', label: 'About Us' },
  { to: '/contact', label: 'Contact Us' },
];
const POLICY_LINKS = [
  { to: '/terms-conditions', label: 'Terms & Conditions' },
  { to: '/privacy-policy', label: 'Privacy Policy' },
  { to: '/refund-policy', label: 'Refund & Return Policy' },
];

function LinkColumn({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className={styles.column}>
      <h2 className={styles.columnTitle}>{title}</h2>
      <ul className={styles.links}>{children}</ul>
    </div>
  );
}

export function Footer() {
  const categories = useAtomValue(categoriesAtom);
  const shown = categories.slice(0, FOOTER_CATEGORIES);
  const popular = categories.flatMap((c) => c.children ?? []).slice(0, FOOTER_SUBCATEGORIES);

  return (
    <footer className={`${styles.footer} shell-footer`}>
      <section className={styles.newsletter} aria-labelledby="shell-newsletter-title">
        <div className={`container-xl ${styles.newsInner}`}>
          <div className={styles.newsCopy}>
            <p className={styles.newsKicker}>$20 discount for your first order</p>
            <h2 id="shell-newsletter-title" className={styles.newsTitle}>
              Stay home &amp; get your daily needs from our shop
            </h2>
            <p className={styles.newsText}>
              Join our newsletter for weekly deals and new arrivals. Offers last until the end of March.
            </p>
          </div>
          <NewsletterForm />
        </div>
      </section>

      <section className="container-xl" aria-label="Our promises">
        <ul className={styles.promises}>
          {PROMISES.map((p) => (
            <li key={p.title} className={styles.promise}>
              <span className={styles.promiseIcon}>{p.icon}</span>
              <span>
                <span className={styles.promiseTitle}>{p.title}</span>
                <span className={styles.promiseText}>{p.text}</span>
              </span>
            </li>
          ))}
        </ul>
      </section>

      <div className={`container-xl ${styles.grid}`}>
        <div className={styles.brand}>
          <Link to="/" aria-label="Storefront home" className={styles.brandLink}>
            <Logo />
          </Link>
          <p className={styles.about}>
            Groceries, fashion, electronics and home essentials at honest prices, delivered to your door across India.
          </p>
          <ul className={styles.contact}>
            <li>
              <LocationIcon size={18} /> 3rd Floor, 21 Residency Road, Bengaluru, Karnataka 560025
            </li>
            <li>
              <MailIcon size={18} /> <a href="mailto:support@storefront.in">support@storefront.in</a>
            </li>
            <li>
              <ClockIcon size={18} /> Mon–Sat 9:00–19:00, Sunday closed
            </li>
          </ul>
        </div>

        <LinkColumn title="Shop by Category">
          {shown.length > 0
            ? shown.map((c) => (
                <li key={c.id}>
                  <Link to={`/products/category/${c.id}`}>{c.name}</Link>
                </li>
              ))
            : FALLBACK_AISLES.map((name) => (
                <li key={name} className={styles.plain}>
                  {name}
                </li>
              ))}
        </LinkColumn>

        {popular.length > 0 && (
          <LinkColumn title="Popular">
            {popular.map((s) => (
              <li key={s.id}>
                <Link to={`/products/subCat/${s.id}`}>{s.name}</Link>
              </li>
            ))}
          </LinkColumn>
        )}

        <LinkColumn title="Company">
          {COMPANY_LINKS.map((l) => (
            <li key={l.to}>
              <Link to={l.to}>{l.label}</Link>
            </li>
          ))}
        </LinkColumn>

        <LinkColumn title="Policies">
          {POLICY_LINKS.map((l) => (
            <li key={l.to}>
              <Link to={l.to}>{l.label}</Link>
            </li>
          ))}
        </LinkColumn>
      </div>

      <div className={styles.bottom}>
        <div className={`container-xl ${styles.bottomInner}`}>
          <p>© 2024 Storefront. All rights reserved.</p>
          <p>Pay online or choose Cash on Delivery · Prices in Indian Rupees (₹)</p>
        </div>
      </div>
    </footer>
  );
}
