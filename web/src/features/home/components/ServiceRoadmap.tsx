import { Badge } from '@web/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { usePublicConfig } from '@web/features/config';

function ContactForDetails() {
  const { data: config } = usePublicConfig();
  if (!config) return null;
  return (
    <p className="text-sm text-slate-600">
      Contact{' '}
      <a
        href={`mailto:${config.supportEmail}`}
        className="font-medium text-brand-700 underline-offset-4 hover:underline"
      >
        {config.supportEmail}
      </a>{' '}
      for details
    </p>
  );
}

export function ServiceRoadmap() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Service roadmap</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-3">
          <li className="flex items-center justify-between gap-3 rounded-xl bg-emerald-50 p-3">
            <span className="font-semibold text-slate-900">Class A Bobtails</span>
            <Badge tone="success">AVAILABLE NOW</Badge>
          </li>
          <li className="grid gap-1 rounded-xl bg-amber-50 p-3">
            <div className="flex items-center justify-between gap-3">
              <span className="font-semibold text-slate-900">Class B Box Trucks</span>
              <Badge tone="warning">COMING SOON</Badge>
            </div>
            <p className="text-sm text-slate-700">Support launching in 1-3 months</p>
            <ContactForDetails />
          </li>
        </ul>
      </CardContent>
    </Card>
  );
}
