import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import {
  type AcceptEvent,
  type AcceptState,
  acceptReducer,
  canAgree,
  canContinue,
  initialAcceptState,
  stepPosition,
  stepTitles,
} from './acceptance';

const run = (events: AcceptEvent[], from: AcceptState = initialAcceptState) =>
  events.reduce(acceptReducer, from);
const both: AcceptEvent[] = [
  { type: 'uploaded', kind: 'license', license: true, selfie: false },
  { type: 'uploaded', kind: 'selfie', license: true, selfie: true },
];

describe('job acceptance steps', () => {
  it('starts on the details step', () => {
    expect(initialAcceptState.step).toBe('details');
    expect(i18n._(stepTitles.policy)).toBe('Driver Policy Agreement');
    expect(i18n._(stepTitles.ready)).toBe('Ready to Accept');
  });

  it('walks details → policy → verification → confirm selfie → ready → done', () => {
    const s = run([
      { type: 'open-policy' },
      { type: 'tick-policy', ticked: true },
      { type: 'agreed' },
      ...both,
      { type: 'continue' },
      { type: 'use-selfie' },
      { type: 'accepted' },
    ]);
    expect(s.step).toBe('done');
  });

  it('keeps both photos when two uploads at once each answer before seeing the other', () => {
    const verifying = { ...initialAcceptState, step: 'verification' as const, agreed: true };
    // The selfie's answer arrives first; the licence's answer was made before the selfie was stored.
    const raced = run(
      [
        { type: 'uploaded', kind: 'selfie', license: false, selfie: true },
        { type: 'uploaded', kind: 'license', license: true, selfie: false },
      ],
      verifying,
    );
    expect(raced).toMatchObject({ license: true, selfie: true });
    expect(canContinue(raced)).toBe(true);
  });

  it('reopened, it keeps what the server holds: no second agreement, photos already there', () => {
    const s = run([{ type: 'restore', agreed: true, license: true, selfie: true }, { type: 'open-policy' }]);
    expect(s.step).toBe('verification');
    expect(canContinue(s)).toBe(true);
    // An answer arriving on the policy step passes it; one arriving later never undoes a step.
    const late = run([
      { type: 'open-policy' },
      { type: 'restore', agreed: true, license: true, selfie: true },
    ]);
    expect(late).toMatchObject({ step: 'verification', agreed: true });
    const notAgreed = run([
      { type: 'open-policy' },
      { type: 'restore', agreed: false, license: false, selfie: false },
    ]);
    expect(notAgreed.step).toBe('policy');
    const uploading = run([...both, { type: 'restore', agreed: false, license: false, selfie: false }], {
      ...initialAcceptState,
      step: 'verification',
      agreed: true,
    });
    expect(uploading).toMatchObject({ step: 'verification', license: true, selfie: true });
  });

  it('does not agree until the box is ticked', () => {
    const policy = run([{ type: 'open-policy' }]);
    expect(policy.step).toBe('policy');
    expect(canAgree(policy)).toBe(false);
    expect(acceptReducer(policy, { type: 'agreed' }).step).toBe('policy');
    const ticked = acceptReducer(policy, { type: 'tick-policy', ticked: true });
    expect(canAgree(ticked)).toBe(true);
    expect(canAgree(acceptReducer(ticked, { type: 'tick-policy', ticked: false }))).toBe(false);
  });

  it('declining returns to details and clears the tick', () => {
    const s = run([
      { type: 'open-policy' },
      { type: 'tick-policy', ticked: true },
      { type: 'decline-policy' },
    ]);
    expect(s.step).toBe('details');
    expect(s.policyTicked).toBe(false);
    expect(s.agreed).toBe(false);
  });

  it('Continue needs both the licence and the selfie', () => {
    const verification = run([
      { type: 'open-policy' },
      { type: 'tick-policy', ticked: true },
      { type: 'agreed' },
    ]);
    expect(verification.step).toBe('verification');
    expect(canContinue(verification)).toBe(false);
    const licenseOnly = acceptReducer(verification, both[0]!);
    expect(canContinue(licenseOnly)).toBe(false);
    expect(acceptReducer(licenseOnly, { type: 'continue' }).step).toBe('verification');
    expect(canContinue(run(both, verification))).toBe(true);
  });

  it('retaking the selfie goes back to verification and needs a new one', () => {
    const confirm = run([
      { type: 'open-policy' },
      { type: 'tick-policy', ticked: true },
      { type: 'agreed' },
      ...both,
      { type: 'continue' },
    ]);
    expect(confirm.step).toBe('confirm-selfie');
    const retake = acceptReducer(confirm, { type: 'retake-selfie' });
    expect(retake.step).toBe('verification');
    expect(retake.selfie).toBe(false);
    expect(retake.license).toBe(true);
    expect(canContinue(retake)).toBe(false);
  });

  it('after agreeing once, coming back from details skips the policy', () => {
    const s = run([
      { type: 'open-policy' },
      { type: 'tick-policy', ticked: true },
      { type: 'agreed' },
      { type: 'back' },
    ]);
    expect(s.step).toBe('details');
    expect(acceptReducer(s, { type: 'open-policy' }).step).toBe('verification');
  });

  it('accepts only from the ready step and ignores out-of-step events', () => {
    expect(acceptReducer(initialAcceptState, { type: 'accepted' }).step).toBe('details');
    expect(acceptReducer(initialAcceptState, { type: 'continue' }).step).toBe('details');
    expect(acceptReducer(initialAcceptState, both[1]!)).toBe(initialAcceptState);
  });

  it('numbers the steps', () => {
    expect(stepPosition('details')).toEqual({ index: 1, total: 5 });
    expect(stepPosition('ready')).toEqual({ index: 5, total: 5 });
    expect(stepPosition('done')).toBeNull();
  });
});
