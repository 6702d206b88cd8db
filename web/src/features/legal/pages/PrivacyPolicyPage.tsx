import { ContactDetails, LegalPage, PolicySection } from '../components/LegalSection';

export function PrivacyPolicyPage() {
  return (
    <LegalPage
      title="Privacy Policy"
      note={
        <>
          Last updated: <time dateTime="2025-05-02">May 2, 2025</time>
        </>
      }
    >
      <PolicySection id="privacy-introduction" title="Introduction">
        <p>
          This Privacy Policy explains how Pathway ("we", "us") collects, uses, shares and protects your
          information when you use the Pathway Android app and its related services to request, accept and
          perform the recovery and transport of working commercial vehicles.
        </p>
        <p>By using the app you agree to the practices described in this policy.</p>
      </PolicySection>

      <PolicySection id="privacy-collect" title="Information We Collect">
        <ul className="list-disc pl-5">
          <li>Account data: your name, e-mail address, password (stored only as a secure hash) and role.</li>
          <li>
            Driver's licence and vehicle data: licence class and photos, vehicle make, model, licence plate,
            VIN, registration and insurance.
          </li>
          <li>Identity documents: licence photos and selfie photos used to verify drivers before jobs.</li>
          <li>Locations: pickup and destination addresses of recovery requests.</li>
          <li>
            Payment data: payment amounts and status. Card details are handled by our card payment provider
            and are not stored on our servers.
          </li>
          <li>Device data: device type, operating system, app version and diagnostic information.</li>
          <li>
            Real-time GPS: the location of your device while you use location features, clock in as a driver,
            or perform a job, so that clients can follow their vehicle.
          </li>
        </ul>
      </PolicySection>

      <PolicySection id="privacy-use" title="How We Use Your Information">
        <ul className="list-disc pl-5">
          <li>To create and secure your account and verify drivers' identity and licences.</li>
          <li>To quote, match, dispatch, track and complete recovery jobs.</li>
          <li>To process payments, driver payouts, subscriptions and invoices.</li>
          <li>To send service messages, support answers and safety notices.</li>
          <li>To prevent fraud, enforce our policies and improve the app.</li>
        </ul>
      </PolicySection>

      <PolicySection id="privacy-sharing" title="Information Sharing and Disclosure">
        <p>We do not sell your personal information. We share it only:</p>
        <ul className="list-disc pl-5">
          <li>Between the client and the driver of a job, as far as needed to perform it.</li>
          <li>With service providers that process payments, store files or send messages on our behalf.</li>
          <li>With people you choose, when you share a document link.</li>
          <li>When required by law, or to protect the rights and safety of our users and the public.</li>
        </ul>
      </PolicySection>

      <PolicySection id="privacy-retention" title="Data Retention">
        <p>
          We keep your information while your account is active and as long as needed to provide the service
          and meet legal, tax and accounting duties. When you request deletion, your data is removed within 30
          days, except records we must keep by law.
        </p>
      </PolicySection>

      <PolicySection id="privacy-security" title="Data Security">
        <p>
          We protect your information with encryption in transit, access controls and secure storage. No
          method of transmission or storage is completely secure, so we cannot guarantee absolute security.
        </p>
      </PolicySection>

      <PolicySection id="privacy-choices" title="Your Choices and Rights">
        <ul className="list-disc pl-5">
          <li>Review and update your profile information in the app.</li>
          <li>Turn off location permissions in your device settings; some features will then not work.</li>
          <li>Stop sharing a document by letting its share link expire.</li>
          <li>Request a copy or the deletion of your data by contacting us.</li>
        </ul>
      </PolicySection>

      <PolicySection id="privacy-children" title="Children's Privacy">
        <p>
          Pathway is not intended for anyone under 18. We do not knowingly collect information from users
          under 18; if we learn that we have, we delete it.
        </p>
      </PolicySection>

      <PolicySection id="privacy-changes" title="Changes to This Privacy Policy">
        <p>
          We may update this policy from time to time. We will post the new version in the app with a new date
          and, for significant changes, notify you in the app or by e-mail.
        </p>
      </PolicySection>

      <PolicySection id="privacy-contact" title="Contact Us">
        <p>If you have questions about this Privacy Policy or your data, contact us:</p>
        <ContactDetails />
      </PolicySection>
    </LegalPage>
  );
}
