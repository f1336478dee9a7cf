import { Link } from 'react-router-dom';
import { Section, StaticPage } from './static-page';

export function TermsConditions() {
  return (
    <StaticPage
      title="Terms & Conditions"
      updated="Last updated September 2025"
      intro="These terms apply when you browse or buy on Storefront. Please read them; by placing an order you agree to them."
    >
      <Section title="1. Who we are">
        <p>
          Storefront is operated by Storefront Retail Private Limited, 3rd Floor, 21 Residency Road, Bengaluru, Karnataka
          560025 (“Storefront”, “we”, “us”). “You” means the person using the site or placing an order.
        </p>
      </Section>
      <Section title="2. Your account">
        <ul>
          <li>You must be at least 18 years old, or use Storefront under the supervision of a parent or guardian.</li>
          <li>Give us accurate details and keep your password private. You are responsible for activity on your account.</li>
          <li>We verify accounts with a one-time code sent to your e-mail address.</li>
          <li>We may suspend accounts used for fraud, abuse or resale in bulk quantities.</li>
        </ul>
      </Section>
      <Section title="3. Products and prices">
        <ul>
          <li>All prices are in Indian Rupees (₹). Tax of 18% is added to your cart subtotal and shown before you pay.</li>
          <li>Shipping is free. Offers and discounts are valid only for the period stated with them.</li>
          <li>
            Product images are for illustration; colours and packaging may vary slightly. If we list a product at an
            obviously wrong price, we may cancel the order and refund you in full.
          </li>
          <li>Product availability and some offers depend on the delivery location you choose.</li>
        </ul>
      </Section>
      <Section title="4. Orders">
        <p>
          Your order is an offer to buy. It is accepted when we dispatch it. We may decline or cancel an order, for
          example when an item is out of stock or payment cannot be verified; any amount paid is then refunded to the
          original payment method.
        </p>
      </Section>
      <Section title="5. Payment">
        <p>
          You can pay online through our payment partner (cards, UPI, net banking and wallets) or choose Cash on
          Delivery. We never see or store your full card details. Online orders are confirmed only after the payment is
          verified.
        </p>
      </Section>
      <Section title="6. Delivery">
        <p>
          We deliver across India through our courier partners. Delivery times shown are estimates; during festivals or
          high demand, orders may be processed with a slight delay. Please check the package when it arrives.
        </p>
      </Section>
      <Section title="7. Returns and refunds">
        <p>
          Returns must be requested within 7 days of delivery. The full rules are in our{' '}
          <Link to="/refund-policy">Refund &amp; Return Policy</Link>.
        </p>
      </Section>
      <Section title="8. Reviews and content">
        <p>
          Reviews must be honest and about the product. We may remove reviews that are abusive, contain personal data or
          promote other sites. By posting, you allow us to show your review and first name on Storefront.
        </p>
      </Section>
      <Section title="9. Acceptable use">
        <p>
          Do not misuse the site: no scraping, automated ordering, attempts to break security, or use of another
          person's account or payment details.
        </p>
      </Section>
      <Section title="10. Liability">
        <p>
          We are responsible for delivering what you ordered as described. To the extent the law allows, our liability
          for any order is limited to the amount you paid for it. Nothing in these terms limits your rights under the
          Consumer Protection Act, 2019.
        </p>
      </Section>
      <Section title="11. Governing law">
        <p>These terms are governed by the laws of India. Courts in Bengaluru, Karnataka have jurisdiction.</p>
      </Section>
      <Section title="12. Changes and contact">
        <p>
          We may update these terms; the date above shows the latest version. Questions? Write to{' '}
          <a href="mailto:support@storefront.in">support@storefront.in</a> or use our <Link to="/contact">contact form</Link>.
        </p>
      </Section>
    </StaticPage>
  );
}
