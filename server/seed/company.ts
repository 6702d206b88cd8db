import { toSessionUser } from '../modules/accounts/service';
import type { Services } from '../services';

export const DEMO_COMPANY = {
  legalName: 'Casey Fleet Rentals LLC',
  billingAddress: '500 Elm St, Dallas, TX 75201',
  taxId: '75-1234567',
  billingEmail: 'ap@casey-fleet.demo.pathway',
  requiresPo: false,
};
const DEMO_COMPANY_TRUCK = {
  make: 'Freightliner',
  model: 'Cascadia',
  licensePlate: 'TX-CFR-01',
  vin: '1FUJGLDR7CLBP8834',
  status: 'active' as const,
};

/** The demo person as a session sees them: with their company and role. */
async function actorOf(services: Services, email: string) {
  const row = await services.accounts.findByEmail(email);
  if (!row) return undefined;
  const base = toSessionUser(row);
  const { company, role } = await services.companies.mine(base);
  return { ...base, companyId: company?.id ?? null, companyRole: role };
}

/**
 * The demo client's company, through the same services a person uses: Casey creates it, invites the
 * demo dispatcher, who accepts through the invitation's link; one shared truck and one company move.
 * Idempotent: each step is skipped when done.
 */
export async function seedDemoCompany(services: Services): Promise<void> {
  let owner = await actorOf(services, 'client@demo.pathway');
  let dispatcher = await actorOf(services, 'dispatcher@demo.pathway');
  if (!owner || !dispatcher) return;
  if (!owner.companyId) {
    await services.companies.create(owner, DEMO_COMPANY);
    owner = (await actorOf(services, owner.email))!;
  }
  if (!dispatcher.companyId) {
    const { token } = await services.companies.issueInvite(owner, {
      email: dispatcher.email,
      role: 'dispatcher',
    });
    await services.companies.accept(dispatcher, token);
    dispatcher = (await actorOf(services, dispatcher.email))!;
  }
  const trucks = await services.fleet.list(owner);
  const truck =
    trucks.find((v) => v.vin === DEMO_COMPANY_TRUCK.vin) ??
    (await services.fleet.add(owner, DEMO_COMPANY_TRUCK));
  await services.jobs.create(dispatcher, {
    vehicleType: 'bobtail',
    vehicleId: truck.id,
    pickupLocation: 'Dallas, TX 75201',
    destination: 'Oklahoma City, OK 73102',
    isWorking: true,
    isLoaded: false,
    serviceTime: 'now',
    notes: 'Demo company move',
    scheduledTime: null,
    idempotencyKey: 'demo-seed-company',
  });
}
