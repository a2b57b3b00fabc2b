import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import {
  useConfigurationPageDeleteAccountMutation,
  useConfigurationPageDeleteMyProfileMutation,
} from '../../../__generated__/graphql';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
import { useSession } from '../../session/SessionProvider';
import { Section } from '../components/Section';
import type { AccountDeletedState } from './AccountDeletedPage';

type Pending = 'profile' | 'account' | null;

/** /mon-compte/configuration (spec §2 "Advanced settings", §6): delete one's profile or the account. */
export default function ConfigurationPage() {
  const session = useSession();
  const navigate = useNavigate();
  const [pending, setPending] = useState<Pending>(null);
  const [error, setError] = useState<unknown>(null);
  const [deleteProfile, profileState] = useConfigurationPageDeleteMyProfileMutation();
  const [deleteAccount, accountState] = useConfigurationPageDeleteAccountMutation();
  const canDeleteAccount = session.can('account', 'account', 'delete');

  const confirm = async () => {
    setError(null);
    try {
      if (pending === 'profile') {
        await deleteProfile();
        setPending(null);
        await session.signOut();
        await navigate('/login', { replace: true });
      } else if (pending === 'account') {
        const accountName = session.me?.currentAccount.name ?? '';
        const { data } = await deleteAccount();
        const deleted: AccountDeletedState = {
          accountName,
          loginDeleted: Boolean(session.me && data?.deleteAccount.deletedUsers.includes(session.me.uuid)),
        };
        setPending(null);
        // The account is gone whatever the sign-out answers: never stay on its pages.
        await session.signOut().catch(() => undefined);
        await navigate('/compte-supprime', { replace: true, state: deleted });
      }
    } catch (e) {
      // Spec §6: the API refuses to delete an account that still has files; its message says so.
      setPending(null);
      setError(e);
    }
  };

  return (
    <>
      <ErrorAlert error={error} onClose={() => setError(null)} />
      <Section title="Supprimer mon profil">
        <Typography sx={{ mb: 2 }}>
          Votre profil est supprimé définitivement et vous êtes déconnecté. Dans chacun de vos comptes, vos
          FEC et vos rapports sont transférés à l&apos;administrateur du compte.
        </Typography>
        <Button variant="outlined" color="error" onClick={() => setPending('profile')}>
          Supprimer mon profil
        </Button>
      </Section>
      {canDeleteAccount ? (
        <Section title="Supprimer le compte">
          <Typography sx={{ mb: 2 }}>
            Le compte « {session.me?.currentAccount.name} » et ses utilisateurs sans autre compte sont
            supprimés définitivement, identifiant de connexion compris : ils ne pourront plus se connecter.
            Les utilisateurs qui appartiennent à un autre compte le conservent. Les fichiers du compte doivent
            avoir été supprimés avant.
          </Typography>
          <Button variant="outlined" color="error" onClick={() => setPending('account')}>
            Supprimer le compte
          </Button>
        </Section>
      ) : null}
      <ConfirmDialog
        open={pending === 'profile'}
        title="Supprimer mon profil ?"
        confirmLabel="Supprimer définitivement mon profil"
        danger
        busy={profileState.loading}
        onConfirm={() => void confirm()}
        onClose={() => setPending(null)}
      >
        Cette action est irréversible. Vos FEC et vos rapports seront transférés à l&apos;administrateur de
        chacun de vos comptes.
      </ConfirmDialog>
      <ConfirmDialog
        open={pending === 'account'}
        title="Supprimer le compte ?"
        confirmLabel="Supprimer définitivement le compte"
        danger
        busy={accountState.loading}
        onConfirm={() => void confirm()}
        onClose={() => setPending(null)}
      >
        Cette action est irréversible : le compte « {session.me?.currentAccount.name} » sera supprimé, ainsi
        que ses utilisateurs qui n&apos;ont pas d&apos;autre compte — leur profil et leur identifiant de
        connexion compris. Si c&apos;est votre seul compte, vous ne pourrez plus vous connecter avec cette
        adresse email. Vous serez déconnecté.
      </ConfirmDialog>
    </>
  );
}
