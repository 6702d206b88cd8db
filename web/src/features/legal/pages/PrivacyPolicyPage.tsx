import { formatMoment } from '@core/moment';
import { Trans, useLingui } from '@lingui/react/macro';
import { ContactDetails, LegalPage, PolicySection } from '../components/LegalSection';

export function PrivacyPolicyPage() {
  const { t } = useLingui();
  // The day this policy changed: a date, not a moment (read at noon UTC so no zone moves it).
  const updated = formatMoment('2025-05-02T12:00:00Z', { zone: 'UTC', style: 'date' });
  return (
    <LegalPage
      title={t`Privacy Policy`}
      note={
        <Trans>
          Last updated: <time dateTime="2025-05-02">{updated}</time>
        </Trans>
      }
    >
      <PolicySection id="privacy-introduction" title={t`Introduction`}>
        <p>
          <Trans>
            This Privacy Policy explains how Pathway ("we", "us") collects, uses, shares and protects your
            information when you use the Pathway Android app and its related services to request, accept and
            perform the recovery and transport of working commercial vehicles.
          </Trans>
        </p>
        <p>
          <Trans>By using the app you agree to the practices described in this policy.</Trans>
        </p>
      </PolicySection>

      <PolicySection id="privacy-collect" title={t`Information We Collect`}>
        <ul className="list-disc pl-5">
          <li>
            <Trans>
              Account data: your name, e-mail address, password (stored only as a secure hash) and role.
            </Trans>
          </li>
          <li>
            <Trans>
              Driver's licence and vehicle data: licence class and photos, vehicle make, model, licence plate,
              VIN, registration and insurance.
            </Trans>
          </li>
          <li>
            <Trans>
              Identity documents: licence photos and selfie photos used to verify drivers before jobs.
            </Trans>
          </li>
          <li>
            <Trans>Locations: pickup and destination addresses of recovery requests.</Trans>
          </li>
          <li>
            <Trans>
              Payment data: payment amounts and status. Card details are handled by our card payment provider
              and are not stored on our servers.
            </Trans>
          </li>
          <li>
            <Trans>Device data: device type, operating system, app version and diagnostic information.</Trans>
          </li>
          <li>
            <Trans>
              Real-time GPS: the location of your device while you use location features, clock in as a
              driver, or perform a job, so that clients can follow their vehicle.
            </Trans>
          </li>
        </ul>
      </PolicySection>

      <PolicySection id="privacy-use" title={t`How We Use Your Information`}>
        <ul className="list-disc pl-5">
          <li>
            <Trans>To create and secure your account and verify drivers' identity and licences.</Trans>
          </li>
          <li>
            <Trans>To quote, match, dispatch, track and complete recovery jobs.</Trans>
          </li>
          <li>
            <Trans>To process payments, driver payouts, subscriptions and invoices.</Trans>
          </li>
          <li>
            <Trans>To send service messages, support answers and safety notices.</Trans>
          </li>
          <li>
            <Trans>To prevent fraud, enforce our policies and improve the app.</Trans>
          </li>
        </ul>
      </PolicySection>

      <PolicySection id="privacy-sharing" title={t`Information Sharing and Disclosure`}>
        <p>
          <Trans>We do not sell your personal information. We share it only:</Trans>
        </p>
        <ul className="list-disc pl-5">
          <li>
            <Trans>Between the client and the driver of a job, as far as needed to perform it.</Trans>
          </li>
          <li>
            <Trans>
              With service providers that process payments, store files or send messages on our behalf.
            </Trans>
          </li>
          <li>
            <Trans>With people you choose, when you share a document link.</Trans>
          </li>
          <li>
            <Trans>
              When required by law, or to protect the rights and safety of our users and the public.
            </Trans>
          </li>
        </ul>
      </PolicySection>

      <PolicySection id="privacy-retention" title={t`Data Retention`}>
        <p>
          <Trans>
            We keep your information while your account is active and as long as needed to provide the service
            and meet legal, tax and accounting duties. When you request deletion, your data is removed within
            30 days, except records we must keep by law.
          </Trans>
        </p>
      </PolicySection>

      <PolicySection id="privacy-security" title={t`Data Security`}>
        <p>
          <Trans>
            We protect your information with encryption in transit, access controls and secure storage. No
            method of transmission or storage is completely secure, so we cannot guarantee absolute security.
          </Trans>
        </p>
      </PolicySection>

      <PolicySection id="privacy-choices" title={t`Your Choices and Rights`}>
        <ul className="list-disc pl-5">
          <li>
            <Trans>Review and update your profile information in the app.</Trans>
          </li>
          <li>
            <Trans>
              Turn off location permissions in your device settings; some features will then not work.
            </Trans>
          </li>
          <li>
            <Trans>Stop sharing a document by letting its share link expire.</Trans>
          </li>
          <li>
            <Trans>Request a copy or the deletion of your data by contacting us.</Trans>
          </li>
        </ul>
      </PolicySection>

      <PolicySection id="privacy-children" title={t`Children's Privacy`}>
        <p>
          <Trans>
            Pathway is not intended for anyone under 18. We do not knowingly collect information from users
            under 18; if we learn that we have, we delete it.
          </Trans>
        </p>
      </PolicySection>

      <PolicySection id="privacy-changes" title={t`Changes to This Privacy Policy`}>
        <p>
          <Trans>
            We may update this policy from time to time. We will post the new version in the app with a new
            date and, for significant changes, notify you in the app or by e-mail.
          </Trans>
        </p>
      </PolicySection>

      <PolicySection id="privacy-contact" title={t`Contact Us`}>
        <p>
          <Trans>If you have questions about this Privacy Policy or your data, contact us:</Trans>
        </p>
        <ContactDetails />
      </PolicySection>
    </LegalPage>
  );
}
