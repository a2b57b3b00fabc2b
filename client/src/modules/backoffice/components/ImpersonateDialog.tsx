import { useApolloClient } from '@apollo/client/react';
import {
  useBackOfficeImpersonationNamesQuery,
  useStartImpersonationMutation,
} from '../../../__generated__/graphql';
import { useSession, type Me } from '../../session/SessionProvider';
import type { UsurpationTarget } from '../../session/usurpation';
import { backOfficeRights } from '../utils/rights';
import { ReasonDialog } from './ReasonDialog';

/** Who the staff member is about to act as, when known (else the identifiers are shown). */
export interface ImpersonationNames {
  userEmail?: string;
  accountName?: string;
}

/**
 * « Agir en tant que » (spec §6): the reason is asked first and logged with the staff member before the
 * session acts as the user (`startImpersonation(reason)`); nothing starts without one.
 */
export function ImpersonateDialog(props: {
  target: UsurpationTarget | null;
  names?: ImpersonationNames;
  onClose: () => void;
  /** After the session acts as the user and `me` was reloaded. */
  onStarted: (me: Me | null) => void;
}) {
  const session = useSession();
  const client = useApolloClient();
  const [start, { loading, error, reset }] = useStartImpersonationMutation();
  const { target } = props;
  // A `usurpation` link carries identifiers only: the account's name and the user's email are looked up.
  const lookup = useBackOfficeImpersonationNamesQuery({
    variables: { uuid: target?.accountUuid ?? '' },
    skip: !target || !!props.names,
  }).data?.backOfficeAccount;
  const names: ImpersonationNames | undefined =
    props.names ??
    (lookup
      ? {
          accountName: lookup.name,
          userEmail: lookup.users.find((u) => u.uuid === target?.userUuid)?.email,
        }
      : undefined);
  const readOnly = !backOfficeRights(session).impersonateWrite;
  const who = names?.userEmail ?? `l’utilisateur ${target?.userUuid ?? ''}`;
  const where = names?.accountName
    ? `du compte « ${names.accountName} »`
    : `du compte ${target?.accountUuid ?? ''}`;
  const close = () => {
    reset();
    props.onClose();
  };
  return (
    <ReasonDialog
      open={!!target}
      title="Agir en tant qu’un utilisateur"
      confirmLabel="Commencer l’usurpation"
      busy={loading}
      error={error}
      onClose={close}
      onConfirm={(reason) => {
        if (!target) return;
        void start({ variables: { ...target, reason } })
          .then(async () => {
            await client.clearStore();
            props.onStarted(await session.reload());
          })
          .catch(() => undefined);
      }}
    >
      <p style={{ margin: 0 }}>
        Vous allez voir le produit comme {who} {where}
        {readOnly ? ', en lecture seule (votre rôle ne permet aucune modification)' : ''}.
      </p>
      <p style={{ marginBottom: 0 }}>
        Indiquez pourquoi : le motif est enregistré dans le journal d’audit du compte avant toute action, et
        chaque page consultée en son nom y est tracée. Pour revenir à votre compte, choisissez « Quitter
        l’usurpation » dans le menu utilisateur.
      </p>
    </ReasonDialog>
  );
}
