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
import { Link } from 'react-router';
import { ContactDetails, LegalPage, PolicySection } from '../components/LegalSection';

/**
 * /terms: the Terms of Service. Every rule here is one the product states elsewhere and applies; the
 * numbers come from core, where the server reads them too.
 */
export function TermsOfServicePage() {
  return (
    <LegalPage
      title="Terms of Service"
      note={
        <>
          These terms apply to everyone who uses Pathway: fleet clients who request moves, drivers who perform
          them, and visitors.
        </>
      }
    >
      <PolicySection id="terms-service" title="1. What Pathway is">
        <p>
          Pathway is a marketplace that connects clients who need a working commercial truck moved with
          verified, independent drivers who drive it to its destination. Pathway moves working trucks only: it
          does not tow, and a vehicle that is not in working order cannot be requested.
        </p>
      </PolicySection>

      <PolicySection id="terms-accounts" title="2. Accounts">
        <p>
          You keep your sign-in details to yourself and are responsible for what is done with your account.
          You may ask for your account to be deleted at any time from your profile; it is erased after a grace
          period during which you can keep it.
        </p>
      </PolicySection>

      <PolicySection id="terms-prices" title="3. Prices and payment">
        <ul className="list-disc pl-5">
          <li>
            Pathway's server prices every move from the distance between the addresses; the price shown before
            you pay is the price charged. Moves over {formatNumber(MAX_QUOTABLE_DISTANCE)} miles, loaded box
            trucks and trailer moves are priced by phone.
          </li>
          <li>You pay the full price upfront, by card, before the move is offered to drivers.</li>
          <li>
            You may cancel a request until a driver accepts it: an unpaid request simply closes, and a paid
            one is refunded in full. Once a driver has accepted, it can no longer be cancelled online.
          </li>
          <li>
            A delivery you do not confirm is confirmed automatically {AUTO_CONFIRM_AFTER_HOURS} hours after
            the driver records it.
          </li>
          <li>
            For trips up to {formatNumber(RETURN_TRANSPORT_BOUNDARY)} miles the client pays the driver's
            return transport; above that the driver pays their own way back.
          </li>
        </ul>
      </PolicySection>

      <PolicySection id="terms-drivers" title="4. Drivers">
        <ul className="list-disc pl-5">
          <li>
            Drivers are independent contractors. They are verified before taking work (licence and selfie) and
            verify their identity again before each job.
          </li>
          <li>
            Pathway keeps a commission of {COMMISSION_PERCENT_TRIAL}% of the price, or{' '}
            {COMMISSION_PERCENT_SUBSCRIBED}% for a driver whose subscription is paid; the rate is fixed when
            the driver accepts the job. The driver's share is paid {FIRST_PAYOUT_PERCENT}% after the pre-trip
            inspection and the rest after the delivery is confirmed.
          </li>
          <li>An accepted job cannot be cancelled by the driver.</li>
          <li>
            A driver who fails a job they accepted, or misses provided transportation, may be suspended for 30
            days; repeated violations may bring a 90-day suspension or permanent removal. Misrepresenting an
            identity means permanent removal.
          </li>
          <li>
            Damage to a client's vehicle or citations received during a job cost the driver $
            {DAMAGE_PENALTY_DOLLARS}, and photos are taken before and after every transport as the record.
          </li>
          <li>No passengers without Pathway's written approval.</li>
        </ul>
      </PolicySection>

      <PolicySection id="terms-subscriptions" title="5. Subscriptions">
        <p>
          Plans start with a {TRIAL_DAYS}-day free trial, once per person. A subscription renews at the end of
          each period unless auto-renew is turned off at least 24 hours before. When a renewal charge fails,
          Pathway tries again each day; if it still fails after {PAST_DUE_GRACE_DAYS} days the subscription
          ends.
        </p>
      </PolicySection>

      <PolicySection id="terms-documents" title="6. Documents and sharing">
        <p>
          Documents you upload are checked by an operator. A share link shows your document to whoever holds
          it until it expires or you turn it off; do not forward links you want to keep private.
        </p>
      </PolicySection>

      <PolicySection id="terms-privacy" title="7. Privacy">
        <p>
          How Pathway handles your information is described in the{' '}
          <Link to="/privacy-policy" className="font-medium text-brand-700 underline">
            Privacy Policy
          </Link>
          .
        </p>
      </PolicySection>

      <PolicySection id="terms-contact" title="8. Contact">
        <ContactDetails />
      </PolicySection>
    </LegalPage>
  );
}
