import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';

/** The plans could not load (product/platform §8): Error Loading Plans, with a Retry that reloads the page. */
export function PlansLoadError() {
  return (
    <Card className="mx-auto max-w-md">
      <CardHeader>
        <CardTitle>Error Loading Plans</CardTitle>
        <CardDescription>
          We encountered an error while loading the subscription plans. Please try again later.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button variant="outline" onClick={() => window.location.reload()}>
          Retry
        </Button>
      </CardContent>
    </Card>
  );
}
