import { formatNumber } from '@core/format';
import { AUTO_CONFIRM_AFTER_HOURS } from '@core/jobs';
import {
  COMMISSION_PERCENT_SUBSCRIBED,
  COMMISSION_PERCENT_TRIAL,
  DAMAGE_PENALTY_DOLLARS,
  FIRST_PAYOUT_PERCENT,
} from '@core/money';
import { MAX_QUOTABLE_DISTANCE, RETURN_TRANSPORT_BOUNDARY } from '@core/pricing';
import { PAST_DUE_GRACE_DAYS, TRIAL_DAYS } from '@core/subscriptions';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { ContactDetails, LegalPage, PolicySection } from '../components/LegalSection';

/**
 * /terms: the Terms of Service. Every rule here is one the product states elsewhere and applies; the
 * numbers come from core, where the server reads them too.
 */
export function TermsOfServicePage() {
  const { t } = useLingui();
  const maxMiles = formatNumber(MAX_QUOTABLE_DISTANCE);
  const autoConfirmHours = AUTO_CONFIRM_AFTER_HOURS;
  const returnMiles = formatNumber(RETURN_TRANSPORT_BOUNDARY);
  const trialPercent = COMMISSION_PERCENT_TRIAL;
  const subscribedPercent = COMMISSION_PERCENT_SUBSCRIBED;
  const firstPercent = FIRST_PAYOUT_PERCENT;
  const penalty = DAMAGE_PENALTY_DOLLARS;
  const trialDays = TRIAL_DAYS;
  const graceDays = PAST_DUE_GRACE_DAYS;
  return (
    <LegalPage
      title={t`Terms of Service`}
      note={
        <Trans>
          These terms apply to everyone who uses Pathway: fleet clients who request moves, drivers who perform
          them, and visitors.
        </Trans>
      }
    >
      <PolicySection id="terms-service" title={t`1. What Pathway is`}>
        <p>
          <Trans>
            Pathway is a marketplace that connects clients who need a working commercial truck moved with
            verified, independent drivers who drive it to its destination. Pathway moves working trucks only:
            it does not tow, and a vehicle that is not in working order cannot be requested.
          </Trans>
        </p>
      </PolicySection>

      <PolicySection id="terms-accounts" title={t`2. Accounts`}>
        <p>
          <Trans>
            You keep your sign-in details to yourself and are responsible for what is done with your account.
            You may ask for your account to be deleted at any time from your profile; it is erased after a
            grace period during which you can keep it.
          </Trans>
        </p>
      </PolicySection>

      <PolicySection id="terms-prices" title={t`3. Prices and payment`}>
        <ul className="list-disc pl-5">
          <li>
            <Trans>
              Pathway's server prices every move from the distance between the addresses; the price shown
              before you pay is the price charged. Moves over {maxMiles} miles, loaded box trucks and trailer
              moves are priced by phone.
            </Trans>
          </li>
          <li>
            <Trans>You pay the full price upfront, by card, before the move is offered to drivers.</Trans>
          </li>
          <li>
            <Trans>
              You may cancel a request until a driver accepts it: an unpaid request simply closes, and a paid
              one is refunded in full. Once a driver has accepted, it can no longer be cancelled online.
            </Trans>
          </li>
          <li>
            <Trans>
              A delivery you do not confirm is confirmed automatically {autoConfirmHours} hours after the
              driver records it.
            </Trans>
          </li>
          <li>
            <Trans>
              For trips up to {returnMiles} miles the client pays the driver's return transport; above that
              the driver pays their own way back.
            </Trans>
          </li>
        </ul>
      </PolicySection>

      <PolicySection id="terms-drivers" title={t`4. Drivers`}>
        <ul className="list-disc pl-5">
          <li>
            <Trans>
              Drivers are independent contractors. They are verified before taking work (licence and selfie)
              and verify their identity again before each job.
            </Trans>
          </li>
          <li>
            <Trans>
              Pathway keeps a commission of {trialPercent}% of the price, or {subscribedPercent}% for a driver
              whose subscription is paid; the rate is fixed when the driver accepts the job. The driver's
              share is paid {firstPercent}% after the pre-trip inspection and the rest after the delivery is
              confirmed.
            </Trans>
          </li>
          <li>
            <Trans>An accepted job cannot be cancelled by the driver.</Trans>
          </li>
          <li>
            <Trans>
              A driver who fails a job they accepted, or misses provided transportation, may be suspended for
              30 days; repeated violations may bring a 90-day suspension or permanent removal. Misrepresenting
              an identity means permanent removal.
            </Trans>
          </li>
          <li>
            <Trans>
              Damage to a client's vehicle or citations received during a job cost the driver ${penalty}, and
              photos are taken before and after every transport as the record.
            </Trans>
          </li>
          <li>
            <Trans>No passengers without Pathway's written approval.</Trans>
          </li>
        </ul>
      </PolicySection>

      <PolicySection id="terms-subscriptions" title={t`5. Subscriptions`}>
        <p>
          <Trans>
            Plans start with a {trialDays}-day free trial, once per person. A subscription renews at the end
            of each period unless auto-renew is turned off at least 24 hours before. When a renewal charge
            fails, Pathway tries again each day; if it still fails after {graceDays} days the subscription
            ends.
          </Trans>
        </p>
      </PolicySection>

      <PolicySection id="terms-documents" title={t`6. Documents and sharing`}>
        <p>
          <Trans>
            Documents you upload are checked by an operator. A share link shows your document to whoever holds
            it until it expires or you turn it off; do not forward links you want to keep private.
          </Trans>
        </p>
      </PolicySection>

      <PolicySection id="terms-privacy" title={t`7. Privacy`}>
        <p>
          <Trans>
            How Pathway handles your information is described in the{' '}
            <Link to="/privacy-policy" className="font-medium text-brand-700 underline">
              Privacy Policy
            </Link>
            .
          </Trans>
        </p>
      </PolicySection>

      <PolicySection id="terms-contact" title={t`8. Contact`}>
        <ContactDetails />
      </PolicySection>
    </LegalPage>
  );
}
