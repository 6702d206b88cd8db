import {
  confirmTotp,
  passkeyOptions,
  regenerateRecoveryCodes,
  registerPasskey,
  removeFactor,
  resetSecondFactors,
  secondFactorsReset,
  securityOf,
  setupTotp,
} from './enrol';
import {
  completeSecondFactor,
  passkeySignInOptions,
  secondFactorPasskeyOptions,
  signInWithPasskey,
} from './sign-in';
import { requireSteppedUp, stepUp, stepUpMethodsOf, stepUpPasskeyOptions } from './step-up';

/** Second factors and step-up, bound into the accounts service with the rest of its actions. */
export const factorsActions = {
  securityOf,
  setupTotp,
  confirmTotp,
  passkeyOptions,
  registerPasskey,
  removeFactor,
  regenerateRecoveryCodes,
  resetSecondFactors,
  secondFactorsReset,
  completeSecondFactor,
  secondFactorPasskeyOptions,
  passkeySignInOptions,
  signInWithPasskey,
  stepUp,
  stepUpMethodsOf,
  stepUpPasskeyOptions,
  requireSteppedUp,
};
