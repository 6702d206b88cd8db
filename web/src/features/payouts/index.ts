/** The payouts domain's public face: earnings, the payout account, instant payouts and statements. */
export {
  adminPayoutsQuery,
  earningsQuery,
  payoutAccountQuery,
  payoutsKeys,
  statementHref,
  useEarnings,
  useFreezeLink,
  useFreezePayouts,
  useInstantPayout,
  useOnboardPayouts,
  usePayoutAccount,
  useRetryTransfer,
} from './api';
export { PayoutAccountCard } from './components/PayoutAccountCard';
