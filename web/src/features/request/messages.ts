/**
 * The request form's words that core keeps in English for the server too (core/jobs.ts REQUEST_MESSAGES
 * and NOT_WORKING_MESSAGE, core/companies.ts COMPANY_ROLE_MESSAGE, core/vin.ts checkVin): the same English,
 * read through Lingui. Call at run time only (the active language).
 */
import { COMPANY_ROLE_MESSAGE } from '@core/companies';
import { REQUEST_MESSAGES, SCHEDULE_HORIZON_DAYS } from '@core/jobs';
import { type VinCheck, vinCheckDigit } from '@core/vin';
import { t } from '@lingui/core/macro';

const requestMessageText = (): Record<keyof typeof REQUEST_MESSAGES, string> => {
  const days = SCHEDULE_HORIZON_DAYS;
  return {
    pickupRequired: t`Pickup location is required`,
    destinationRequired: t`Destination is required`,
    scheduledRequired: t`Choose a date and time for a scheduled pickup`,
    scheduledInvalid: t`Scheduled time must be a date and time`,
    scheduledTooFar: t`Choose a date within the next ${days} days.`,
    scheduledInPast: t`Choose a time in the future`,
  };
};

/** One of core's REQUEST_MESSAGES in the reader's language; any other text (the server's) as it is. */
export function requestMessage(message: string): string {
  const texts = requestMessageText();
  const key = (Object.keys(REQUEST_MESSAGES) as (keyof typeof REQUEST_MESSAGES)[]).find(
    (k) => REQUEST_MESSAGES[k] === message,
  );
  return key ? texts[key] : message;
}

/** core's NOT_WORKING_MESSAGE. */
export const notWorkingMessage = () =>
  t`We only transport trucks in proper working order. Please ensure your vehicle is in working condition.`;

/** core's COMPANY_ROLE_MESSAGE, or a server's message as it is. */
export const companyRoleMessage = (message: string = COMPANY_ROLE_MESSAGE) =>
  message === COMPANY_ROLE_MESSAGE
    ? t`Your role in your company does not allow this. Ask an owner of the company to change your role.`
    : message;

/** Why a typed VIN is refused (core's checkVin), in the reader's language. */
export function vinProblem(check: Extract<VinCheck, { ok: false }>, vin: string): string {
  if (check.reason === 'shape')
    return t`A VIN has 17 letters and digits, never I, O or Q. Check it against the plate.`;
  const digit = vinCheckDigit(vin.trim().toUpperCase().replace(/[\s-]/g, '')) ?? '';
  return t`This VIN does not add up: its 9th character should be ${digit}. One character is probably misread; check it against the plate.`;
}
