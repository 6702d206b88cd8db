import { type NotificationKind, notificationKindsFor } from '@core/messaging';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { QueryGate } from '@web/components/QueryGate';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Input } from '@web/components/ui/input';
import { Switch } from '@web/components/ui/switch';
import { toast } from '@web/components/ui/use-toast';
import { useMe } from '@web/features/auth';
import { errorMessage } from '@web/lib/queryClient';
import { Bell } from 'lucide-react';
import { useId, useState } from 'react';
import { useNotificationPreferences, useSaveNotificationPreferences } from '../api';
import { notificationKindMessages } from '../labels';
import { PhoneCodeForm } from './PhoneCodeForm';
import { PushControl } from './PushControl';

type Channels = { email: boolean; sms: boolean; push: boolean };
const channelNames = { email: msg`E-mail`, sms: msg`SMS`, push: msg`Push` } as const;

function PhoneForm({ phone }: { phone: string | null }) {
  const { t } = useLingui();
  const id = useId();
  const [value, setValue] = useState(phone ?? '');
  const save = useSaveNotificationPreferences();
  return (
    <form
      className="grid gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(
          { phone: value.trim() === '' ? null : value.trim() },
          {
            onSuccess: (saved) => {
              const phone = saved.phone;
              toast({
                title: t`Phone number saved`,
                description:
                  phone && !saved.phoneVerified ? t`Enter the code we texted to ${phone}.` : undefined,
              });
            },
            onError: (err) =>
              toast({
                title: t`Could not save the phone number`,
                description: errorMessage(err),
                variant: 'destructive',
              }),
          },
        );
      }}
    >
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        <Trans>Mobile number for text messages</Trans>
      </label>
      <div className="flex gap-2">
        <Input
          id={id}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          value={value}
          onChange={(e) => setValue(e.target.value)}
          placeholder="+1 555 010 0199"
        />
        <Button type="submit" variant="outline" disabled={save.isPending}>
          <Trans>Save</Trans>
        </Button>
      </div>
    </form>
  );
}

function PhoneConfirmed({ phone }: { phone: string }) {
  return (
    <p className="text-sm text-green-800">
      <Trans>{phone} is confirmed for texts.</Trans>
    </p>
  );
}

/** Profile: where notices go when you are away (e-mail, push; SMS for job-critical ones), per kind. */
export function NotificationSettings() {
  const { t } = useLingui();
  const me = useMe().data;
  const prefs = useNotificationPreferences(true);
  const save = useSaveNotificationPreferences();
  const switchLabel = (channel: keyof Channels, label: string) => {
    const name = t(channelNames[channel]);
    return t`${name}: ${label}`;
  };
  const toggle = (kind: NotificationKind, channel: keyof Channels, on: boolean, current: Channels) =>
    save.mutate({ kinds: { [kind]: { ...current, [channel]: on } } } as never, {
      onError: (err) =>
        toast({
          title: t`Could not save the setting`,
          description: errorMessage(err),
          variant: 'destructive',
        }),
    });
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Bell aria-hidden="true" className="h-5 w-5 text-brand-600" />
          <Trans>Notifications</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>
            Everything shows in the bell. Receipts and refunds, your moves' milestones (driver assigned,
            delivered, cancelled), claim decisions and subscription notices are always e-mailed; the rest is
            e-mailed and pushed to your phones when you have not had Pathway open for 5 minutes, and
            job-critical events are texted to you if you add a number and confirm it with the code we text to
            it. Offers from dispatch are pushed and texted at once, whether or not Pathway is open.
          </Trans>
        </CardDescription>
      </CardHeader>
      <CardContent>
        <QueryGate query={prefs} errorPrefix={t`Could not load your notification settings`}>
          {(data) => (
            <div className="grid gap-4">
              <PhoneForm phone={data.phone} />
              {data.phone && !data.phoneVerified ? (
                <PhoneCodeForm phone={data.phone} />
              ) : data.phone ? (
                <PhoneConfirmed phone={data.phone} />
              ) : null}
              <PushControl />
              <table className="w-full text-sm">
                <thead>
                  <tr className="text-left text-xs text-slate-500">
                    <th className="py-1 font-medium">
                      <Trans>Notice</Trans>
                    </th>
                    {Object.values(channelNames).map((name) => (
                      <th key={name.id} className="w-16 py-1 text-center font-medium">
                        {t(name)}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-100">
                  {notificationKindsFor(me ?? { role: 'client', isAdmin: false }).map((kind) => {
                    const current = data.kinds[kind] ?? { email: true, sms: true, push: true };
                    const label = t(notificationKindMessages[kind]);
                    return (
                      <tr key={kind}>
                        <td className="py-2 pr-2 text-slate-800">{label}</td>
                        {(Object.keys(channelNames) as (keyof Channels)[]).map((channel) => (
                          <td key={channel} className="py-2 text-center">
                            <Switch
                              checked={current[channel]}
                              aria-label={switchLabel(channel, label)}
                              onCheckedChange={(on) => toggle(kind, channel, on, current)}
                            />
                          </td>
                        ))}
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
          )}
        </QueryGate>
      </CardContent>
    </Card>
  );
}
