import { ClockIcon, LocationIcon, MailIcon } from '@storefront/shared/ui/icons';
import { ContactForm } from './contact-form';
import { StaticPage } from './static-page';
import styles from './contact.module.css';

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
          <div className={styles.infoItem}>
            <span className={styles.infoIcon}>
              <ClockIcon size={22} />
            </span>
            <div>
              <h2 className={styles.infoTitle}>Office hours</h2>
              <p>Monday–Saturday: 9:00–19:00</p>
              <p>Sunday: Closed</p>
            </div>
          </div>
          <div className={styles.infoItem}>
            <span className={styles.infoIcon}>
              <MailIcon size={22} />
            </span>
            <div>
              <h2 className={styles.infoTitle}>Email</h2>
              <p>
                <a href="mailto:support@storefront.in">support@storefront.in</a>
              </p>
              <p className={styles.muted}>Please include your order id for order questions.</p>
            </div>
          </div>
          <div className={styles.infoItem}>
            <span className={styles.infoIcon}>
              <LocationIcon size={22} />
            </span>
            <div>
              <h2 className={styles.infoTitle}>Office</h2>
              <address className={styles.address}>
                Storefront Retail Private Limited
                <br />
                3rd Floor, 21 Residency Road
                <br />
                Bengaluru, Karnataka 560025
              </address>
            </div>
          </div>
        </aside>
      </div>
    </StaticPage>
  );
}
