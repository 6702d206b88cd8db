import { bindActions } from '../../lib/actions';
import * as cancellations from './cancellations';
import * as certificate from './certificate';
import type { BillingDeps } from './context';
import * as exports from './exports';
import * as statements from './statements';
import * as terms from './terms';

export type { BillingDeps, Insurance } from './context';

/**
 * A company's paperwork and terms: statements (statements.ts), the accounting export (exports.ts), the
 * certificate of insurance (certificate.ts) and net-30 terms with the month's invoicing (terms.ts).
 */
export function createBillingService(deps: BillingDeps) {
  const ctx = deps;
  return {
    ...bindActions(ctx, {
      companyStatement: statements.companyStatement,
      statementPdf: statements.statementPdf,
      invoicesExport: exports.invoicesExport,
      certificateOfInsurance: certificate.certificateOfInsurance,
    }),
    statementCsv: statements.statementCsv,
    ...bindActions(ctx, terms),
    ...bindActions(ctx, cancellations),
  };
}
export type BillingService = ReturnType<typeof createBillingService>;
