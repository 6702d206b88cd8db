import { Trans } from '@lingui/react/macro';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';

/** The plans could not load (product/platform §8): Error Loading Plans, with a Retry that reloads the page. */
export function PlansLoadError() {
  return (
    <Card className="mx-auto max-w-md">
      <CardHeader>
        <CardTitle>
          <Trans>Error Loading Plans</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>We encountered an error while loading the subscription plans. Please try again later.</Trans>
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button variant="outline" onClick={() => window.location.reload()}>
          <Trans>Retry</Trans>
        </Button>
      </CardContent>
    </Card>
  );
}
