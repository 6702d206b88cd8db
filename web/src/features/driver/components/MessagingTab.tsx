import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { MessageSquare } from 'lucide-react';

/** The Messaging tab until driver messaging exists: says so plainly. */
export function MessagingTab() {
  return (
    <Card className="min-h-[300px]">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <MessageSquare aria-hidden="true" className="h-5 w-5 text-brand-600" />
          Messaging
        </CardTitle>
      </CardHeader>
      <CardContent className="grid justify-items-center gap-2 py-8 text-center">
        <p className="font-semibold text-slate-900">No conversations yet</p>
        <p className="max-w-sm text-sm text-slate-600">
          Messaging with dispatch and your clients is not available yet. Until it is, call support for
          anything urgent about a job.
        </p>
      </CardContent>
    </Card>
  );
}
