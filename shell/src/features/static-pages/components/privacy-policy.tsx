import { Link } from 'react-router-dom';
import { Section, StaticPage } from './static-page';

export function PrivacyPolicy() {
  return (
    <StaticPage
      title="Privacy Policy"
      updated="Last updated September 2025"
      intro="This policy explains what personal data Storefront collects, why, and the choices you have. We collect only what we need to run the shop."
    >
      <Section title="What we collect">
        <ul>
          <li>
            <strong>Account details:</strong> your name, e-mail address, phone number, password (stored only as a secure
            hash) and, if you add one, a profile photo.
          </li>
          <li>
            <strong>Order details:</strong> delivery name, address, pincode, phone number, e-mail and the products you
            buy.
          </li>
          <li>
            <strong>Payments:</strong> handled by our payment partner. We receive a payment reference and its status,
            never your full card number, CVV or UPI PIN.
          </li>
          <li>
            <strong>Activity:</strong> your cart, My List, reviews and the delivery location you choose.
          </li>
        </ul>
      </Section>
      <Section title="How we use it">
        <ul>
          <li>To create your account, verify your e-mail address and keep your account secure.</li>
          <li>To process, deliver and support your orders, returns and refunds.</li>
          <li>To show offers that match your delivery location.</li>
          <li>To send service messages, and newsletters only if you subscribe (you can unsubscribe at any time).</li>
          <li>To prevent fraud and meet our legal obligations.</li>
        </ul>
      </Section>
      <Section title="Who we share it with">
        <p>
          We share only what is needed with courier partners (to deliver), our payment partner (to take payment), and
          authorities where the law requires it. We do not sell your personal data.
        </p>
      </Section>
      <Section title="Storage in your browser">
        <p>
          We keep a sign-in token, a short summary of your profile and your chosen delivery location in your browser's
          local storage so you stay signed in and see the right offers. Signing out removes the token and profile
          summary. We do not use advertising cookies.
        </p>
      </Section>
      <Section title="How long we keep it">
        <p>
          Account data is kept while your account is active. Order records are kept for as long as tax and accounting
          laws require, currently up to eight years.
        </p>
      </Section>
      <Section title="Your rights">
        <p>
          Under the Digital Personal Data Protection Act, 2023 you can ask to see, correct or erase your personal data,
          and withdraw consent for optional uses such as newsletters. You can edit your profile at any time in My Account,
          or write to us for anything else.
        </p>
      </Section>
      <Section title="Children">
        <p>
          Storefront is meant for adults. We do not knowingly collect personal data from or serve children under 13. If
          you believe a child under 13 has given us personal data, please contact us and we will delete it.
        </p>
      </Section>
      <Section title="Security">
        <p>
          Data travels over encrypted connections, passwords are stored as slow one-way hashes and one-time codes expire
          after a few minutes. No system is perfectly secure, so please use a strong password that you do not use elsewhere.
        </p>
      </Section>
      <Section title="Contact and grievances">
        <p>
          For privacy questions or complaints, write to our Grievance Officer at{' '}
          <a href="mailto:privacy@storefront.in">privacy@storefront.in</a>, Storefront Retail Private Limited, 3rd Floor,
          21 Residency Road, Bengaluru, Karnataka 560025, or use our <Link to="/contact">contact form</Link>. We reply
          within 7 days.
        </p>
      </Section>
    </StaticPage>
  );
}
