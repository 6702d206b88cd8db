import type { CompanyRole } from '@core/companies';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** The web's words for core/companies.ts's roles (the same English, translated by the catalogs). */
export const roleLabels: Record<CompanyRole, MessageDescriptor> = {
  owner: msg`Owner`,
  dispatcher: msg`Dispatcher`,
  billing: msg`Billing`,
  viewer: msg`Viewer`,
};

export const roleDescriptions: Record<CompanyRole, MessageDescriptor> = {
  owner: msg`Everything, including the company’s details, members, API keys and webhooks`,
  dispatcher: msg`Orders moves, pays for them and tracks them`,
  billing: msg`Sees invoices, statements and exports; pays invoices on terms`,
  viewer: msg`Sees the company’s moves and tracks them`,
};
