import { COMPANY_ROLE_MESSAGE } from '@core/companies';
import { NOT_WORKING_MESSAGE, REQUEST_MESSAGES } from '@core/jobs';
import { checkVin } from '@core/vin';
import { describe, expect, it } from 'vitest';
import { companyRoleMessage, notWorkingMessage, requestMessage, vinProblem } from './messages';

describe('the request form’s words for core’s messages', () => {
  it('say in English exactly what core says', () => {
    for (const message of Object.values(REQUEST_MESSAGES)) expect(requestMessage(message)).toBe(message);
    expect(notWorkingMessage()).toBe(NOT_WORKING_MESSAGE);
    expect(companyRoleMessage()).toBe(COMPANY_ROLE_MESSAGE);
    for (const vin of ['1FUJGLDR12LM12345', '1FUJGLDR0CL123456', 'ABC']) {
      const check = checkVin(vin);
      if (!check.ok) expect(vinProblem(check, vin)).toBe(check.message);
    }
  });

  it('leaves a server’s own message as it is', () => {
    expect(requestMessage('Something else')).toBe('Something else');
    expect(companyRoleMessage('Only owners may do this')).toBe('Only owners may do this');
  });
});
