import { Trans } from '@lingui/react/macro';
import { buttonClasses } from '@web/components/ui/button';
import { Card, CardContent } from '@web/components/ui/card';
import { usePublicConfig } from '@web/features/config';
import { CircleAlert } from 'lucide-react';
import { Link } from 'react-router';

export function NotFoundPage() {
  // The developer's hint only where the server runs outside production.
  const developerTools = usePublicConfig().data?.developerTools ?? false;
  return (
    <div className="flex min-h-[50vh] items-center justify-center">
      <Card className="w-full max-w-md">
        <CardContent className="grid gap-3 pt-6">
          <div className="flex items-center gap-2">
            <CircleAlert aria-hidden="true" className="h-8 w-8 text-red-500" />
            <h1 className="text-2xl font-bold text-slate-900">
              <Trans>404 Page Not Found</Trans>
            </h1>
          </div>
          <p className="text-sm text-slate-600">
            {developerTools ? (
              <Trans>Did you forget to add the page to the router?</Trans>
            ) : (
              <Trans>
                There is no page at this address. Check the link, or start again from the home page.
              </Trans>
            )}
          </p>
          <Link to="/" className={buttonClasses('outline', 'md', 'justify-self-start')}>
            <Trans>Back to Home</Trans>
          </Link>
        </CardContent>
      </Card>
    </div>
  );
}
