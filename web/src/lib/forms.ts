import { useState } from 'react';
import {
  type FieldValues,
  type Path,
  type Resolver,
  type ResolverResult,
  type SubmitErrorHandler,
  type UseFormProps,
  type UseFormSetError,
  useForm,
} from 'react-hook-form';
import { apiErrorOf, errorMessage, networkErrorMessage } from './queryClient';

export interface AppliedServerErrors {
  /** The sentence to show above the form. */
  message: string;
  /** Whether any message landed on a field (the first one also got the focus). */
  placed: boolean;
}

/**
 * Puts the server's per-field messages on the matching form fields and returns the overall message.
 * `conflictField` receives a 409's message (e.g. a duplicate VIN) when the server named no field;
 * `fieldFor` maps the server's field names onto the form's (by default they are the same).
 */
export function applyServerErrors<T extends FieldValues>(
  err: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
  opts: { conflictField?: Path<T>; fieldFor?: Partial<Record<string, Path<T>>> } = {},
): AppliedServerErrors {
  const apiError = apiErrorOf(err);
  if (!apiError) return { message: networkErrorMessage(), placed: false };
  const fieldErrors: Partial<Record<string, string>> = {};
  for (const [serverField, message] of Object.entries(apiError.fieldErrors)) {
    const field = opts.fieldFor?.[serverField] ?? serverField;
    fieldErrors[field] ??= message;
  }
  if (apiError.status === 409 && opts.conflictField) fieldErrors[opts.conflictField] ??= apiError.reason;
  let placed = false;
  for (const field of fields) {
    const fieldMessage = fieldErrors[field];
    if (!fieldMessage) continue;
    setError(field, { type: 'server', message: fieldMessage }, { shouldFocus: !placed });
    placed = true;
  }
  return { message: errorMessage(apiError), placed };
}

/** Field rules as a plain function (core's rules, for pages that load no zod): each field's message. */
export type FieldRules<T extends FieldValues> = (values: T) => Partial<Record<Path<T>, string | null>>;

/** A react-hook-form resolver from field rules: the first invalid field gets the focus. */
export function rulesResolver<T extends FieldValues>(rules: FieldRules<T>): Resolver<T> {
  return async (values) => {
    const entries = Object.entries(rules(values)).filter((entry): entry is [string, string] =>
      Boolean(entry[1]),
    );
    if (entries.length === 0) return { values, errors: {} };
    const errors = Object.fromEntries(
      entries.map(([field, message]) => [field, { type: 'validate', message }]),
    );
    return { values: {}, errors } as ResolverResult<T>;
  };
}

export interface AppFormOptions<TIn extends FieldValues, TOut> extends UseFormProps<TIn, unknown, TOut> {
  /** The rules from core: zodResolver(a contract schema), or rulesResolver(core's rule function). */
  resolver: Resolver<TIn, unknown, TOut>;
  /** The fields a server refusal may name, in the form's order (the first one named gets the focus). */
  fields: readonly Path<TIn>[];
  /** Sends the valid values; a refusal it throws lands on the fields and in `formError`. */
  send: (values: TOut) => Promise<unknown>;
  conflictField?: Path<TIn>;
  fieldFor?: Partial<Record<string, Path<TIn>>>;
  /** Whether the overall message shows above the form even when a field already says it (default yes). */
  sayAboveWhenPlaced?: boolean;
  /** Called on a submit the rules refused (e.g. a form that says so in a toast). */
  onInvalid?: SubmitErrorHandler<TIn>;
}

/**
 * The one way to build a form: react-hook-form with the rules from core, `send` on a valid submit, and
 * the server's refusals on the fields they name (the rest as `formError`, shown above the form).
 */
export function useAppForm<TIn extends FieldValues, TOut = TIn>({
  fields,
  send,
  conflictField,
  fieldFor,
  sayAboveWhenPlaced = true,
  onInvalid,
  ...props
}: AppFormOptions<TIn, TOut>) {
  const form = useForm<TIn, unknown, TOut>(props);
  const [formError, setFormError] = useState<string | null>(null);
  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await send(values);
    } catch (err) {
      const applied = applyServerErrors<TIn>(err, fields, form.setError, { conflictField, fieldFor });
      if (sayAboveWhenPlaced || !applied.placed) setFormError(applied.message);
    }
  }, onInvalid);
  return { form, formError, onSubmit };
}
