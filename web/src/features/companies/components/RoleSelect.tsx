import { COMPANY_ROLES, type CompanyRole } from '@core/companies';
import { useLingui } from '@lingui/react/macro';
import { NativeSelect } from '@web/components/ui/native-select';
import type { ComponentProps } from 'react';
import { roleDescriptions, roleLabels } from '../roles';

/** The four roles, each with what it allows (core/companies.ts). */
export function RoleSelect(props: ComponentProps<typeof NativeSelect>) {
  const { i18n } = useLingui();
  return (
    <NativeSelect {...props}>
      {COMPANY_ROLES.map((role) => (
        <option key={role} value={role}>
          {i18n._(roleLabels[role])}
        </option>
      ))}
    </NativeSelect>
  );
}

/** What each role may do, as a definition list. */
export function RoleDescriptions({ id }: { id?: string }) {
  const { i18n } = useLingui();
  return (
    <dl id={id} className="grid gap-1 text-xs text-slate-600">
      {COMPANY_ROLES.map((role: CompanyRole) => (
        <div key={role} className="flex gap-1">
          <dt className="font-semibold text-slate-800">{i18n._(roleLabels[role])}:</dt>
          <dd>{i18n._(roleDescriptions[role])}</dd>
        </div>
      ))}
    </dl>
  );
}
