import {
  COMPANY_ROLE_DESCRIPTIONS,
  COMPANY_ROLE_LABELS,
  COMPANY_ROLES,
  type CompanyRole,
} from '@core/companies';
import { NativeSelect } from '@web/components/ui/native-select';
import type { ComponentProps } from 'react';

/** The four roles, each with what it allows (core/companies.ts). */
export function RoleSelect(props: ComponentProps<typeof NativeSelect>) {
  return (
    <NativeSelect {...props}>
      {COMPANY_ROLES.map((role) => (
        <option key={role} value={role}>
          {COMPANY_ROLE_LABELS[role]}
        </option>
      ))}
    </NativeSelect>
  );
}

/** What each role may do, as a definition list. */
export function RoleDescriptions({ id }: { id?: string }) {
  return (
    <dl id={id} className="grid gap-1 text-xs text-slate-600">
      {COMPANY_ROLES.map((role: CompanyRole) => (
        <div key={role} className="flex gap-1">
          <dt className="font-semibold text-slate-800">{COMPANY_ROLE_LABELS[role]}:</dt>
          <dd>{COMPANY_ROLE_DESCRIPTIONS[role]}</dd>
        </div>
      ))}
    </dl>
  );
}
