import { type Company, type CompanyDetailsBody, companyDetailsBody } from '@core/contracts/companies';
import { zodResolver } from '@hookform/resolvers/zod';
import { useLingui } from '@lingui/react/macro';
import { ErrorAlert } from '@web/components/ui/alert';
import { TextAreaField, TextField } from '@web/components/ui/form-field';
import { SubmitButton } from '@web/components/ui/submit-button';
import { SwitchField } from '@web/components/ui/switch-field';
import { toast } from '@web/components/ui/use-toast';
import { useAppForm } from '@web/lib/forms';
import type { z } from 'zod';
import { useSaveCompany } from '../api';

const fields = ['legalName', 'billingAddress', 'taxId', 'billingEmail', 'requiresPo'] as const;

/** The company's details (invoices and statements carry them): creating the company, or editing it. */
export function CompanyDetailsForm({ company }: { company: Company | null }) {
  const { t } = useLingui();
  const save = useSaveCompany(Boolean(company));
  const { form, formError, onSubmit } = useAppForm<CompanyDetailsBody, z.output<typeof companyDetailsBody>>({
    resolver: zodResolver(companyDetailsBody),
    defaultValues: {
      legalName: company?.legalName ?? '',
      billingAddress: company?.billingAddress ?? '',
      taxId: company?.taxId ?? '',
      billingEmail: company?.billingEmail ?? '',
      requiresPo: company?.requiresPo ?? false,
    },
    fields,
    send: async (values) => {
      await save.mutateAsync(values);
      toast({
        title: company ? t`Company details saved` : t`Company created`,
        description: values.legalName,
      });
    },
  });
  const {
    register,
    watch,
    setValue,
    formState: { errors, isSubmitting },
  } = form;
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      {formError ? <ErrorAlert>{formError}</ErrorAlert> : null}
      <TextField
        label={t`Legal name`}
        autoComplete="organization"
        error={errors.legalName?.message}
        {...register('legalName')}
      />
      <TextAreaField
        label={t`Billing address`}
        autoComplete="street-address"
        rows={3}
        error={errors.billingAddress?.message}
        {...register('billingAddress')}
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label={t`Tax id (optional)`}
          hint={t`EIN or VAT number, printed on invoices`}
          error={errors.taxId?.message}
          {...register('taxId')}
        />
        <TextField
          label={t`Billing e-mail`}
          type="email"
          autoComplete="email"
          hint={t`Invoices and statements go here`}
          error={errors.billingEmail?.message}
          {...register('billingEmail')}
        />
      </div>
      <SwitchField
        label={t`Require a PO number`}
        hint={t`Orders must carry a PO number and cost centre`}
        checked={Boolean(watch('requiresPo'))}
        onCheckedChange={(on) => setValue('requiresPo', on, { shouldDirty: true })}
      />
      <SubmitButton pending={isSubmitting} pendingLabel={company ? t`Saving…` : t`Creating…`}>
        {company ? t`Save details` : t`Create company`}
      </SubmitButton>
    </form>
  );
}
