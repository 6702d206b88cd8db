import type { IdentityKind } from '@core/contracts/dispatch';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * The job acceptance dialog as a pure state machine (product/platform §4): details → policy → verification →
 * (optional) selfie confirm or retake → ready → done. Declining the policy returns to details.
 */
export type AcceptStep = 'details' | 'policy' | 'verification' | 'confirm-selfie' | 'ready' | 'done';

export interface AcceptState {
  step: AcceptStep;
  /** The policy checkbox. */
  policyTicked: boolean;
  /** The server recorded the agreement for this job. */
  agreed: boolean;
  /** The server holds this job's licence photo / selfie. */
  license: boolean;
  selfie: boolean;
}

export type AcceptEvent =
  | { type: 'open-policy' }
  | { type: 'tick-policy'; ticked: boolean }
  | { type: 'decline-policy' }
  | { type: 'agreed' }
  | { type: 'uploaded'; kind: IdentityKind; license: boolean; selfie: boolean }
  | { type: 'continue' }
  | { type: 'use-selfie' }
  | { type: 'retake-selfie' }
  | { type: 'back' }
  | { type: 'accepted' }
  | { type: 'reset' }
  /** What the server already holds for this job and driver (the dialog reopened). */
  | { type: 'restore'; agreed: boolean; license: boolean; selfie: boolean };

export const initialAcceptState: AcceptState = {
  step: 'details',
  policyTicked: false,
  agreed: false,
  license: false,
  selfie: false,
};

export const canAgree = (s: AcceptState) => s.step === 'policy' && s.policyTicked;
export const canContinue = (s: AcceptState) => s.step === 'verification' && s.license && s.selfie;

export function acceptReducer(state: AcceptState, event: AcceptEvent): AcceptState {
  switch (event.type) {
    case 'reset':
      return initialAcceptState;
    case 'restore': {
      // Only before verification: a late answer never undoes a step taken meanwhile.
      if (state.step !== 'details' && state.step !== 'policy') return state;
      const restored = {
        ...state,
        agreed: state.agreed || event.agreed,
        license: state.license || event.license,
        selfie: state.selfie || event.selfie,
      };
      // Already agreed for this job: the policy step it arrived on is passed.
      return state.step === 'policy' && restored.agreed ? { ...restored, step: 'verification' } : restored;
    }
    case 'open-policy':
      if (state.step !== 'details') return state;
      // Agreed earlier in this dialog: no need to read and agree again.
      return { ...state, step: state.agreed ? 'verification' : 'policy' };
    case 'tick-policy':
      return state.step === 'policy' ? { ...state, policyTicked: event.ticked } : state;
    case 'decline-policy':
      return state.step === 'policy' ? { ...state, step: 'details', policyTicked: false } : state;
    case 'agreed':
      return canAgree(state) ? { ...state, agreed: true, step: 'verification' } : state;
    case 'uploaded': {
      if (state.step !== 'verification') return state;
      // The photo just uploaded is there; the server's word on the other one never undoes an upload that
      // finished meanwhile (two uploads at once each answer before seeing the other).
      const other = event.kind === 'license' ? 'selfie' : 'license';
      return { ...state, [event.kind]: true, [other]: state[other] || event[other] };
    }
    case 'continue':
      return canContinue(state) ? { ...state, step: 'confirm-selfie' } : state;
    case 'use-selfie':
      return state.step === 'confirm-selfie' ? { ...state, step: 'ready' } : state;
    case 'retake-selfie':
      return state.step === 'confirm-selfie' ? { ...state, step: 'verification', selfie: false } : state;
    case 'back':
      if (state.step === 'ready') return { ...state, step: 'verification' };
      if (state.step === 'verification' || state.step === 'confirm-selfie')
        return { ...state, step: 'details' };
      return state;
    case 'accepted':
      return state.step === 'ready' ? { ...state, step: 'done' } : state;
  }
}

export const stepTitles: Record<AcceptStep, MessageDescriptor> = {
  details: msg`Job Details`,
  policy: msg`Driver Policy Agreement`,
  verification: msg`Identity Verification`,
  'confirm-selfie': msg`Confirm Your Selfie`,
  ready: msg`Ready to Accept`,
  done: msg`Job Accepted`,
};

/** "Step 2 of 5" for the progress line; the done step has none. */
export function stepPosition(step: AcceptStep): { index: number; total: number } | null {
  const order: AcceptStep[] = ['details', 'policy', 'verification', 'confirm-selfie', 'ready'];
  const index = order.indexOf(step);
  return index < 0 ? null : { index: index + 1, total: order.length };
}

export const ACCEPT_SUCCESS_MESSAGE = msg`Job accepted successfully! Head to the pickup location to begin the recovery process.`;
export const ACCEPT_FAILURE_MESSAGE = msg`There was an error accepting this job. Please try again.`;
