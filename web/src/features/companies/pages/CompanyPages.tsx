/** The company's two pages in one chunk: a person who opens an invitation lands on /company next. */
export { CompanyPage } from './CompanyPage';
export { JoinPage } from './JoinPage';
