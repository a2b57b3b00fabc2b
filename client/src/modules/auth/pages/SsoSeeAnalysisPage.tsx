import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useSsoSeeAnalysisPageSignInMutation } from '../../../__generated__/graphql';
import { errorMessage } from '../../../shared/errors';
import { PageLoader } from '../../../shared/ui/PageLoader';
import { useSession } from '../../session/SessionProvider';
import { SSO_FAILED, SsoFailure } from '../components/SsoFailure';
import { useRunOnce } from '../utils/useRunOnce';

/**
 * /ssoLoginSeeAnalysis (spec §4 "see-analysis mode"): a staff member signs in by single sign-on, acts as
 * the target user and lands on the analysis to look at.
 */
export default function SsoSeeAnalysisPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const session = useSession();
  const [signIn] = useSsoSeeAnalysisPageSignInMutation();
  const [failure, setFailure] = useState<string | null>(null);

  useRunOnce(() => {
    const accessToken = params.get('access_token') ?? '';
    const refreshToken = params.get('refresh_token') ?? '';
    const accountUuid = params.get('account_uuid') ?? '';
    const userUuid = params.get('user_uuid') ?? '';
    const forceSeeAnalysisUuid = params.get('force_see_analysis_uuid') || null;
    if (!accessToken || !refreshToken || !accountUuid || !userUuid) {
      setFailure(SSO_FAILED);
      return;
    }
    void (async () => {
      try {
        const { data } = await signIn({
          variables: { accessToken, refreshToken, target: { accountUuid, userUuid, forceSeeAnalysisUuid } },
        });
        const answer = data?.ssoLoginSeeAnalysis;
        if (!answer?.connected) {
          setFailure(answer?.message || SSO_FAILED);
          return;
        }
        await session.signedIn();
        const analysis = answer.session.forceSeeAnalysisUuid ?? forceSeeAnalysisUuid;
        await navigate(analysis ? `/mes-analyses/detail/tous/${analysis}` : '/mes-dossiers/-1', {
          replace: true,
        });
      } catch (e) {
        setFailure(errorMessage(e) || SSO_FAILED);
      }
    })();
  });

  if (failure) return <SsoFailure message={failure} />;
  return <PageLoader label="Ouverture de l'analyse…" />;
}
