/** What other features may reuse from the companies domain. */
export { companyKeys, useActsForJob, useCompanyMay, useMyCompany } from './api';
export { CompanyEntry } from './components/CompanyEntry';
