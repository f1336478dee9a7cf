import { ClockIcon, LocationIcon, MailIcon } from '@storefront/shared/ui/icons';
import { ContactForm } from './contact-form';
import { StaticPage } from './static-page';
import styles from './contact.module.css';

/** The other ways to reach us, beside the form. */
const WAYS = [
  {
    icon: <ClockIcon size={22} />,
    title: 'Office hours',
    body: (
      <>
        <p>Monday–Saturday: 9:00–19:00</p>
        <p>Sunday: Closed</p>
      </>
    ),
  },
  {
    icon: <MailIcon size={22} />,
    title: 'Email',
    body: (
      <>
        <p>
          <a href="mailto:support@storefront.in">support@storefront.in</a>
        </p>
        <p className={styles.muted}>Please include your order id for order questions.</p>
      </>
    ),
  },
  {
    icon: <LocationIcon size={22} />,
    title: 'Office',
    body: (
      <address className={styles.address}>
        Storefront Retail Private Limited
        <br />
        3rd Floor, 21 Residency Road
        <br />
        Bengaluru, Karnataka 560025
      </address>
    ),
  },
];

export function Contact() {
  return (
    <StaticPage
      title="Contact Us"
      wide
      intro="Questions about an order, a return or a product? Send us a message and our customer care team will reply within one working day."
    >
      <div className={styles.grid}>
        <ContactForm />
        <aside className={styles.info} aria-label="Other ways to reach us">
          {WAYS.map((way) => (
            <div key={way.title} className={styles.infoItem}>
              <span className={styles.infoIcon}>{way.icon}</span>
              <div>
                <h2 className={styles.infoTitle}>{way.title}</h2>
                {way.body}
              </div>
            </div>
          ))}
        </aside>
      </div>
    </StaticPage>
  );
}
