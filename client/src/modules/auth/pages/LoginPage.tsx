import { useState } from 'react';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useSession } from '../../session/SessionProvider';
import { AuthCard, noticeFrom } from '../components/AuthCard';
import { LoginForm, type Challenge } from '../components/LoginForm';
import { NewPasswordForm } from '../components/NewPasswordForm';
import { safeRedirect } from '../utils/rules';

/** /login (spec §2): sign in, or the invited user's "choose your password" step. */
export default function LoginPage() {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const session = useSession();
  const [challenge, setChallenge] = useState<Challenge | null>(null);
  const notice = noticeFrom(location.state);

  // signedIn attaches the anonymous FEC and loads `me` before the next page asks for it (spec §4).
  const onConnected = async () => {
    await session.signedIn();
    await navigate(safeRedirect(params.get('redirect')), { replace: true });
  };

  // Already signed in (a bookmark, the back button): straight to where they were going, the library by default.
  // Not during the new-password step, which ends signed in and navigates itself.
  if (session.me && !challenge) return <Navigate to={safeRedirect(params.get('redirect'))} replace />;
  if (challenge) {
    return (
      <AuthCard title="Choisissez votre mot de passe">
        <NewPasswordForm challenge={challenge} onConnected={onConnected} />
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Connexion" notice={notice}>
      <LoginForm
        initialEmail={params.get('email') ?? ''}
        onConnected={onConnected}
        onChallenge={setChallenge}
      />
    </AuthCard>
  );
}
