import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { loginPathFor } from '../next';
import { WithMe } from './WithMe';

/** Shows `children` to signed-in users; sends everyone else to sign in and back here afterwards. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const location = useLocation();
  return (
    <WithMe>
      {(me) =>
        me ? children : <Navigate to={loginPathFor(`${location.pathname}${location.search}`)} replace />
      }
    </WithMe>
  );
}
