import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { CheckIcon, LeafIcon, TagIcon, TruckIcon } from '@storefront/shared/ui/icons';
import { Section, StaticPage } from './static-page';
import styles from './about-us.module.css';

const VALUES = [
  { title: 'Honest prices', text: 'The price you see is the price you pay, with tax shown clearly before you order.' },
  { title: 'Quality first', text: 'Every brand and seller we list is checked, and fresh goods are stocked every day.' },
  { title: 'Customers, not transactions', text: 'A real team reads every message and answers within one working day.' },
  { title: 'Local at heart', text: 'We work with Indian brands, farmers and small makers wherever we can.' },
];

const REASONS = [
  { icon: <TagIcon size={26} />, title: 'Fair prices, daily deals', text: 'Mega discounts every day on groceries, fashion, electronics and home needs.' },
  { icon: <TruckIcon size={26} />, title: 'Free shipping', text: 'Shipping is free on every order, delivered to your doorstep across India.' },
  { icon: <LeafIcon size={26} />, title: 'Fresh every day', text: 'Everyday products restocked daily, so what reaches you is fresh.' },
  { icon: <CheckIcon size={26} />, title: 'Pay your way', text: 'Pay online securely or choose Cash on Delivery. Returns within 7 days of delivery.' },
];

interface Card {
  icon?: ReactNode;
  title: string;
  text: string;
}

function CardSection({ title, cards }: { title: string; cards: Card[] }) {
  return (
    <Section title={title}>
      <ul className={styles.cards}>
        {cards.map((card) => (
          <li key={card.title} className={styles.card}>
            {card.icon && <span className={styles.cardIcon}>{card.icon}</span>}
            <h3 className={styles.cardTitle}>{card.title}</h3>
            <p>{card.text}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}

export function AboutUs() {
  return (
    <StaticPage
      title="About Us"
      wide
      intro="Storefront is an online shop for India: everyday essentials, fashion, electronics and home goods at honest prices, delivered to your door."
    >
      <div className={styles.split}>
        <Section title="Our mission">
          <p>
            We started Storefront in Bengaluru with a simple idea: shopping for the things a household needs every week
            should be easy, fairly priced and dependable, whether you live in a metro or a small town. Our mission is to
            bring quality products from trusted brands and local makers to every Indian home, at prices that make sense
            and with service you can count on.
          </p>
          <p>
            Today we serve shoppers across India with thousands of products, from atta and cold-pressed oils to
            smartphones, kurtas and kitchenware.
          </p>
        </Section>
        <aside className={styles.stats} aria-label="Storefront in numbers">
          <p>
            <strong>28</strong> states and union territories served
          </p>
          <p>
            <strong>5,000+</strong> products from trusted brands
          </p>
          <p>
            <strong>7 days</strong> to request a return
          </p>
        </aside>
      </div>

      <CardSection title="Our values" cards={VALUES} />
      <CardSection title="Why choose us" cards={REASONS} />

      <Section title="Our community">
        <p>
          Storefront is more than a shop. We partner with farmer producer organisations and women-led self-help groups
          to bring their spices, pickles and handloom products to a wider audience, and we pay them on time, every time.
          Through our packaging programme we have moved most deliveries to recyclable cartons and paper fillers.
        </p>
        <p>
          Shoppers shape what we stock: your reviews, wishlists and suggestions tell us what to add next, and every
          review you leave helps another family choose well.
        </p>
      </Section>

      <Section title="Contact us">
        <p>
          Questions, feedback or a partnership idea? Write to us at{' '}
          <a href="mailto:support@storefront.in">support@storefront.in</a> or use our{' '}
          <Link to="/contact">contact form</Link>. Our team is available Monday to Saturday, 9:00 to 19:00.
        </p>
        <p>Storefront Retail Private Limited, 3rd Floor, 21 Residency Road, Bengaluru, Karnataka 560025.</p>
      </Section>
    </StaticPage>
  );
}
