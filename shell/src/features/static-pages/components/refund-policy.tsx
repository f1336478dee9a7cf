import { Link } from 'react-router-dom';
import { Section, StaticPage } from './static-page';

export function RefundPolicy() {
  return (
    <StaticPage
      title="Refund & Return Policy"
      updated="Last updated September 2025"
      intro="We want you to be happy with every order. If something is not right, here is how returns and refunds work."
    >
      <Section title="Returns">
        <ul>
          <li>Returns must be requested within 7 days of delivery.</li>
          <li>
            Items must be unused, with original tags, labels and packaging, and include any free gifts that came with
            them.
          </li>
          <li>
            Some items cannot be returned once delivered unless they arrived damaged or wrong: fresh and perishable food,
            opened personal-care and beauty products, innerwear and gift cards.
          </li>
        </ul>
      </Section>
      <Section title="Damaged, defective or wrong items">
        <p>
          If an item arrives damaged, defective or different from what you ordered, report it within 48 hours of
          delivery with your order id and clear photos of the item and the packaging. We will arrange a free pickup and a
          replacement or a full refund, as you prefer.
        </p>
      </Section>
      <Section title="How to request a return">
        <ol>
          <li>
            Find your order id under <Link to="/orders">My Orders</Link>.
          </li>
          <li>
            Write to us through the <Link to="/contact">contact form</Link> with the order id, the item and the reason.
          </li>
          <li>We confirm within one working day and schedule a pickup from your delivery address.</li>
          <li>Once the item reaches our warehouse and passes a quality check, we approve the refund.</li>
        </ol>
      </Section>
      <Section title="Refunds">
        <ul>
          <li>Refunds take 5–10 business days after approval to reach you.</li>
          <li>Online payments are refunded to the original card, UPI account, net banking account or wallet.</li>
          <li>Cash on Delivery orders are refunded by bank transfer or UPI to an account you give us.</li>
          <li>Shipping charges are not refundable.</li>
        </ul>
      </Section>
      <Section title="Cancellations">
        <p>
          You can cancel an order free of charge until it is dispatched by writing to us with the order id. After
          dispatch, please refuse the delivery or request a return instead.
        </p>
      </Section>
      <Section title="Questions">
        <p>
          Write to <a href="mailto:support@storefront.in">support@storefront.in</a>. Our team is available Monday to
          Saturday, 9:00 to 19:00 (closed on Sunday).
        </p>
      </Section>
    </StaticPage>
  );
}
