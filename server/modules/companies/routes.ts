import { idParams } from '@core/contracts/common';
import {
  changeMemberRoleBody,
  companyDetailsBody,
  companyInvite,
  companyPeople,
  invitationTokenParams,
  invitationView,
  inviteMemberBody,
  myCompany,
} from '@core/contracts/companies';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LINK_REQUEST_LIMIT } from '../../lib/rate-limits';
import { requireUser } from '../../plugins/auth';
import type { CompaniesService } from './service';

const memberParams = z.object({ userId: z.uuid({ error: 'Not a member id' }) });
// Dead links count against the address's budget (plugins/link-tokens.ts): tokens cannot be guessed by trying.
const linkRoute = { linkToken: true, rateLimit: LINK_REQUEST_LIMIT };

/** Company accounts: the company, its people and invitations (server/modules/companies). */
export const companiesRoutes: FastifyPluginAsyncZod<{ companies: CompaniesService }> = async (
  app,
  { companies },
) => {
  app.get('/api/company', { schema: { response: { 200: myCompany } } }, async (request) =>
    companies.mine(requireUser(request)),
  );

  app.post(
    '/api/company',
    { schema: { body: companyDetailsBody, response: { 201: myCompany } } },
    async (request, reply) =>
      reply.status(201).send(await companies.create(requireUser(request), request.body)),
  );

  app.patch(
    '/api/company',
    { schema: { body: companyDetailsBody, response: { 200: myCompany } } },
    async (request) => companies.update(requireUser(request), request.body),
  );

  app.get('/api/company/people', { schema: { response: { 200: companyPeople } } }, async (request) =>
    companies.people(requireUser(request)),
  );

  app.post(
    '/api/company/invites',
    { schema: { body: inviteMemberBody, response: { 201: companyInvite } } },
    async (request, reply) =>
      reply.status(201).send(await companies.invite(requireUser(request), request.body)),
  );

  app.delete('/api/company/invites/:id', { schema: { params: idParams } }, async (request, reply) => {
    await companies.revokeInvite(requireUser(request), request.params.id);
    return reply.status(204).send();
  });

  app.patch(
    '/api/company/members/:userId',
    { schema: { params: memberParams, body: changeMemberRoleBody } },
    async (request, reply) => {
      await companies.changeRole(requireUser(request), request.params.userId, request.body.role);
      return reply.status(204).send();
    },
  );

  app.delete('/api/company/members/:userId', { schema: { params: memberParams } }, async (request, reply) => {
    await companies.removeMember(requireUser(request), request.params.userId);
    return reply.status(204).send();
  });

  app.get(
    '/api/company/invitations/:token',
    { schema: { params: invitationTokenParams, response: { 200: invitationView } }, config: linkRoute },
    async (request) => companies.invitation(request.params.token),
  );

  app.post(
    '/api/company/invitations/:token/accept',
    { schema: { params: invitationTokenParams, response: { 200: myCompany } }, config: linkRoute },
    async (request) => companies.accept(requireUser(request), request.params.token),
  );
};
