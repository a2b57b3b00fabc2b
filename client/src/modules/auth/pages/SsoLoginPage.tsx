import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useSsoLoginPageSignInMutation } from '../../../__generated__/graphql';
import { errorMessage } from '../../../shared/errors';
import { PageLoader } from '../../../shared/ui/PageLoader';
import { useSession } from '../../session/SessionProvider';
import { SSO_FAILED, SsoFailure } from '../components/SsoFailure';
import { safeRedirect } from '../utils/rules';
import { useRunOnce } from '../utils/useRunOnce';

/** /ssoLogin?access_token=&refresh_token= (spec §4): both tokens are needed, then the usual landing page. */
export default function SsoLoginPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const session = useSession();
  const [ssoSignIn] = useSsoLoginPageSignInMutation();
  const [failure, setFailure] = useState<string | null>(null);

  useRunOnce(() => {
    const accessToken = params.get('access_token') ?? '';
    const refreshToken = params.get('refresh_token') ?? '';
    if (!accessToken || !refreshToken) {
      setFailure(SSO_FAILED);
      return;
    }
    void (async () => {
      try {
        const { data } = await ssoSignIn({ variables: { accessToken, refreshToken } });
        if (!data?.ssoSignIn.connected) {
          setFailure(data?.ssoSignIn.message || SSO_FAILED);
          return;
        }
        await session.signedIn();
        await navigate(safeRedirect(params.get('redirect')), { replace: true });
      } catch (e) {
        setFailure(errorMessage(e) || SSO_FAILED);
      }
    })();
  });

  if (failure) return <SsoFailure message={failure} />;
  return <PageLoader label="Connexion en cours…" />;
}
