import { Button } from '@web/components/ui/button';
import { Card, CardContent } from '@web/components/ui/card';
import { toast } from '@web/components/ui/use-toast';
import { useSignOut } from '@web/features/auth';
import { errorMessage } from '@web/lib/queryClient';
import { LogOut } from 'lucide-react';

export function AccountActions() {
  const signOut = useSignOut();

  // mutateAsync, not mutate callbacks: signing out swaps the page for the sign-in prompt, which
  // unmounts this component, and per-call callbacks of an unmounted observer never run. The page
  // then shows 'Please Sign In' right here.
  const onSignOut = async () => {
    try {
      await signOut.mutateAsync();
      toast({ title: 'Signed out', description: 'See you next time.' });
    } catch (err) {
      toast({ title: 'Sign out failed', description: errorMessage(err), variant: 'destructive' });
    }
  };

  return (
    <Card>
      <CardContent className="pt-4">
        <Button
          variant="outline"
          className="w-full"
          onClick={() => void onSignOut()}
          disabled={signOut.isPending}
        >
          <LogOut aria-hidden="true" className="h-4 w-4" />
          {signOut.isPending ? 'Signing out…' : 'Sign out'}
        </Button>
      </CardContent>
    </Card>
  );
}
