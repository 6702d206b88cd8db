import type { CompanyRole } from '@core/companies';
import type { CompanyMember, CompanyPeople } from '@core/contracts/companies';
import { Trans, useLingui } from '@lingui/react/macro';
import { QueryGate } from '@web/components/QueryGate';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { RegionCard } from '@web/components/ui/card';
import { SkeletonList } from '@web/components/ui/skeleton';
import { toast } from '@web/components/ui/use-toast';
import { errorMessage } from '@web/lib/queryClient';
import { formatDate } from '@web/lib/time';
import { useChangeRole, useCompanyPeople, useRemoveMember, useRevokeInvite } from '../api';
import { roleLabels } from '../roles';
import { InviteForm } from './InviteForm';
import { RoleSelect } from './RoleSelect';

const failed = (title: () => string) => (err: unknown) =>
  toast({ title: title(), description: errorMessage(err), variant: 'destructive' });

function MemberRow({ member, meId, manage }: { member: CompanyMember; meId: string; manage: boolean }) {
  const { t, i18n } = useLingui();
  const changeRole = useChangeRole();
  const name = member.name;
  const remove = useRemoveMember();
  const self = member.userId === meId;
  const busy = changeRole.isPending || remove.isPending;
  const selectId = `role-${member.userId}`;
  return (
    <li className="grid gap-2 rounded-xl border border-slate-200 p-3 text-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <div className="min-w-0">
          <p className="font-semibold text-slate-900">
            {member.name}
            {self ? t` (you)` : ''}
          </p>
          <p className="break-all text-slate-600">{member.email}</p>
        </div>
        {manage ? null : <Badge>{i18n._(roleLabels[member.role])}</Badge>}
      </div>
      {manage || self ? (
        <div className="flex flex-wrap items-center gap-2">
          {manage ? (
            <>
              <label htmlFor={selectId} className="sr-only">
                <Trans>Role of {name}</Trans>
              </label>
              <RoleSelect
                id={selectId}
                className="w-auto"
                value={member.role}
                disabled={busy}
                onChange={(e) =>
                  changeRole.mutate(
                    { userId: member.userId, role: e.target.value as CompanyRole },
                    {
                      onSuccess: () => toast({ title: t`Role changed`, description: member.name }),
                      onError: failed(() => t`Could not change the role`),
                    },
                  )
                }
              />
            </>
          ) : null}
          <Button
            variant="outline"
            size="sm"
            disabled={busy}
            aria-label={self ? t`Leave the company` : t`Remove ${name} from the company`}
            onClick={() =>
              remove.mutate(member.userId, {
                onSuccess: () => toast({ title: self ? t`You left the company` : t`Member removed` }),
                onError: failed(() =>
                  self ? t`Could not leave the company` : t`Could not remove the member`,
                ),
              })
            }
          >
            {self ? t`Leave company` : t`Remove`}
          </Button>
        </div>
      ) : null}
      <p className="text-xs text-slate-500">{t`Joined ${formatDate(member.joinedAt)}`}</p>
    </li>
  );
}

function Invites({ people, manage }: { people: CompanyPeople; manage: boolean }) {
  const { t, i18n } = useLingui();
  const revoke = useRevokeInvite();
  if (people.invites.length === 0)
    return (
      <p className="text-sm text-slate-600">
        <Trans>No open invitations.</Trans>
      </p>
    );
  return (
    <ul className="grid gap-2">
      {people.invites.map((invite) => (
        <li
          key={invite.id}
          className="flex flex-wrap items-center justify-between gap-2 rounded-xl bg-slate-50 p-3 text-sm"
        >
          <div className="min-w-0">
            <p className="break-all font-semibold text-slate-900">{invite.email}</p>
            <p className="text-slate-600">
              {t`${i18n._(roleLabels[invite.role])} · invited by ${invite.invitedBy} · open until ${formatDate(invite.expiresAt)}`}
            </p>
          </div>
          {manage ? (
            <Button
              variant="ghost"
              size="sm"
              disabled={revoke.isPending}
              aria-label={t`Withdraw the invitation to ${invite.email}`}
              onClick={() =>
                revoke.mutate(invite.id, {
                  onSuccess: () => toast({ title: t`Invitation withdrawn`, description: invite.email }),
                  onError: failed(() => t`Could not withdraw the invitation`),
                })
              }
            >
              <Trans>Withdraw</Trans>
            </Button>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** Members with their roles, open invitations, and (for those who manage) inviting and changing them. */
export function PeopleCard({ meId, manage }: { meId: string; manage: boolean }) {
  const { t } = useLingui();
  const people = useCompanyPeople();
  return (
    <RegionCard
      title={t`People`}
      titleId="company-people-title"
      description={t`Everyone in the company shares its moves, vehicles and places as their role allows.`}
    >
      <QueryGate
        query={people}
        pending={
          <SkeletonList label={t`Loading the company's people`} className="gap-2" itemClassName="h-16" />
        }
        errorPrefix={t`We could not load the company's people`}
      >
        {(data) => (
          <div className="grid gap-4">
            <ul className="grid gap-2" aria-label={t`Members`}>
              {data.members.map((m) => (
                <MemberRow key={m.userId} member={m} meId={meId} manage={manage} />
              ))}
            </ul>
            <section aria-labelledby="company-invites-title" className="grid gap-2">
              <h3 id="company-invites-title" className="text-sm font-semibold text-slate-900">
                <Trans>Invitations</Trans>
              </h3>
              <Invites people={data} manage={manage} />
            </section>
            {manage ? <InviteForm /> : null}
          </div>
        )}
      </QueryGate>
    </RegionCard>
  );
}
