import { Button } from '@web/components/ui/button';
import { Card, CardContent } from '@web/components/ui/card';
import { toast } from '@web/components/ui/use-toast';
import { useSignOut } from '@web/features/auth/api';
import { errorMessage } from '@web/lib/queryClient';
import { LogOut } from 'lucide-react';
import { useNavigate } from 'react-router';

export function AccountActions() {
  const signOut = useSignOut();
  const navigate = useNavigate();

  const onSignOut = () => {
    signOut.mutate(undefined, {
      onSuccess: () => {
        toast({ title: 'Signed out', description: 'See you next time.' });
        navigate('/');
      },
      onError: (err) =>
        toast({ title: 'Sign out failed', description: errorMessage(err), variant: 'destructive' }),
    });
  };

  return (
    <Card>
      <CardContent className="pt-4">
        <Button variant="outline" className="w-full" onClick={onSignOut} disabled={signOut.isPending}>
          <LogOut aria-hidden="true" className="h-4 w-4" />
          {signOut.isPending ? 'Signing out…' : 'Sign out'}
        </Button>
      </CardContent>
    </Card>
  );
}
