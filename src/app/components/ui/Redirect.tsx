import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';

/**
 * Replaces the current screen's address with `to` once rendered (a guard's redirect, an old
 * search address). React Router's Navigate does the same with relative-path and data-router
 * handling Bearing does not use; this keeps those bytes off the start-up path (start-up budget).
 */
export function Redirect({ to }: { to: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    navigate(to, { replace: true });
  }, [navigate, to]);
  return null;
}
