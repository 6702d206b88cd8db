import { calculateQuote, type Quote } from '@core/pricing';
import { t } from '@lingui/core/macro';
import { toast } from '@web/components/ui/use-toast';
import { loginPathFor, useMe } from '@web/features/auth';
import { usePublicConfig } from '@web/features/config';
import type { PlaceProblem } from '@web/features/geo';
import { storeCurrentRequestId, useCreateRecoveryRequest } from '@web/features/jobs';
import { applyServerErrors } from '@web/lib/forms';
import { isApiError } from '@web/lib/queryClient';
import { telHref } from '@web/lib/utils';
import { useEffect, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { buildCreateBody, formFieldByServerField, newIdempotencyKey, type RequestFormValues } from './form';
import { companyRoleMessage, notWorkingMessage } from './messages';
import { saveRequestDraft } from './useRequestDraft';

export const REQUEST_PATH = '/request';

/** Why the form did not go on to checkout, shown above the button. */
export type Blocker =
  | { kind: 'not-working' }
  | { kind: 'forbidden'; message: string }
  | { kind: 'error'; message: string }
  | { kind: 'call'; phone: string | null };

/** The fields a server message can land on, the ones people type in first (they take the focus). */
const serverErrorFields = [
  'pickupLocation',
  'destination',
  'scheduledLocal',
  'notes',
  'vehicleId',
  'vin',
  'vehicleType',
  'distance',
] as const;

/**
 * One idempotency key per form, so a repeated click or a retry creates the job once; a new key once the
 * form changes after a successful create. Any change also clears a blocker (except a forbidden role).
 */
function useIdempotencyKey(form: UseFormReturn<RequestFormValues>, clearBlocker: () => void) {
  const key = useRef(newIdempotencyKey());
  const created = useRef(false);
  const { watch } = form;
  useEffect(() => {
    const subscription = watch((_values, { name }) => {
      if (created.current) {
        created.current = false;
        key.current = newIdempotencyKey();
      }
      // The distance is the server's estimate arriving (or a hint the server re-measures): it does not
      // answer a message about the request, which stays until the person changes the form.
      if (name === 'distance') return;
      clearBlocker();
    });
    return () => subscription.unsubscribe();
  }, [watch, clearBlocker]);
  return { current: () => key.current, markCreated: () => (created.current = true) };
}

/**
 * Proceed to Payment: not-working trucks and moves priced by phone stop here; a signed-out visitor signs
 * in first (the form is kept as a draft); otherwise the server creates and prices the job, and checkout
 * opens with the server's price. Server refusals land on their fields or above the button.
 */
export function useRequestSubmit(
  form: UseFormReturn<RequestFormValues>,
  serverQuote: Quote | undefined,
  placeProblem: PlaceProblem | null,
) {
  const navigate = useNavigate();
  const me = useMe();
  const { data: config } = usePublicConfig();
  const create = useCreateRecoveryRequest();
  const [blocker, setBlocker] = useState<Blocker | null>(null);
  const [clearBlocker] = useState(() => () => setBlocker((b) => (b?.kind === 'forbidden' ? b : null)));
  const idempotencyKey = useIdempotencyKey(form, clearBlocker);

  const signInFirst = (values: RequestFormValues) => {
    saveRequestDraft(values);
    navigate(loginPathFor(REQUEST_PATH));
  };

  const failed = (err: unknown, values: RequestFormValues) => {
    // The session ended while the form was open: keep the form and sign in again.
    if (isApiError(err, 401)) return signInFirst(values);
    if (isApiError(err, 403))
      return setBlocker({ kind: 'forbidden', message: companyRoleMessage(err.reason) });
    const { message } = applyServerErrors(err, serverErrorFields, form.setError, {
      fieldFor: formFieldByServerField,
    });
    setBlocker({ kind: 'error', message });
    toast({ title: t`Could not create your request`, description: message, variant: 'destructive' });
  };

  const onSubmit = form.handleSubmit(async (values) => {
    setBlocker(null);
    if (!values.isWorking) {
      setBlocker({ kind: 'not-working' });
      toast({
        title: t`Vehicle not in working order`,
        description: notWorkingMessage(),
        variant: 'destructive',
      });
      return;
    }
    // A place the server cannot find or choose is never priced: the place fields say what to pick.
    if (placeProblem) {
      const message = Object.values(placeProblem.errors)[0] ?? t`Pick both places from the list.`;
      setBlocker({ kind: 'error', message });
      form.setFocus(placeProblem.errors.pickup ? 'pickupLocation' : 'destination');
      return;
    }
    // The server's quote for these addresses when it has answered, else the estimate at the form's distance.
    if ((serverQuote ?? calculateQuote(values, null)).requiresCall) {
      // Priced by phone: open the dialler instead of continuing.
      setBlocker({ kind: 'call', phone: config?.supportPhone ?? null });
      if (config) window.location.href = telHref(config.supportPhone);
      return;
    }
    const user = me.data === undefined ? (await me.refetch()).data : me.data;
    if (!user) return signInFirst(values);
    try {
      const job = await create.mutateAsync(buildCreateBody(values, idempotencyKey.current()));
      idempotencyKey.markCreated();
      storeCurrentRequestId(job.id);
      // A company on net-30 terms has its move dispatched at once: nothing to pay, straight to tracking.
      // Payments' module loads here, not with the form: importing it statically evaluated its card form and
      // dialog (Radix, scroll lock) in /request's first task. Should it not load, tracking offers Pay Now too.
      const payments =
        job.paymentStatus === 'paid' ? null : await import('@web/features/payments').catch(() => null);
      navigate(payments ? payments.payNowHref(job) : `/tracking?id=${encodeURIComponent(job.id)}`);
    } catch (err) {
      failed(err, values);
    }
  });

  return { onSubmit, blocker, busy: form.formState.isSubmitting || create.isPending };
}
