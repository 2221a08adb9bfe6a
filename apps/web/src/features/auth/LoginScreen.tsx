import { useEffect, useRef } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { landingOf } from '../../lib/next.ts';
import { useSession } from '../../lib/session.tsx';
import { mountSignInForm } from '../../signin/form.ts';

/**
 * The sign-in screen inside the running application (after signing out, or sent here by a guard): the same
 * form the sign-in page opens with (ADR 0042), signing in through the session so the application goes on.
 */
export default function LoginScreen() {
  const { session, signIn } = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = params.get('next');
  const host = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!host.current) return;
    return mountSignInForm(host.current, {
      signIn,
      onSignedIn: (signedIn) => navigate(landingOf(signedIn, next), { replace: true }),
      onNavigate: (path) => navigate(path),
    });
  }, [signIn, navigate, next]);

  // Signed in already, or just now: the same place the form's own navigation leads to.
  if (session) {
    return <Navigate to={landingOf(session, next)} replace />;
  }
  return <div ref={host} />;
}
