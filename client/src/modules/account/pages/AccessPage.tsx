import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { Link, Navigate, useParams } from 'react-router';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
import { useSession } from '../../session/SessionProvider';
import { GroupsTab } from '../components/GroupsTab';
import { UsersTab } from '../components/UsersTab';

/** /mon-compte/acces/:tab(utilisateurs|groupes)/:action?/:uuid? (spec §2 "Access management"). */
export default function AccessPage() {
  const { tab } = useParams();
  const session = useSession();
  const showGroups = session.can('account', 'groups', 'read');
  // Typed by hand, the address must not open what the tab hides (a Member has no access key): the same
  // « no access » answer as every guarded page (RequireAuth).
  if (!session.hasRoute('mon-compte/acces')) {
    return <ErrorAlert error={new Error("Vous n'avez pas accès à cette page.")} />;
  }
  if (tab !== 'utilisateurs' && !(tab === 'groupes' && showGroups)) {
    return <Navigate to="/mon-compte/acces/utilisateurs" replace />;
  }
  return (
    <>
      <Tabs value={tab} aria-label="Utilisateurs et groupes" sx={{ mb: 2 }}>
        <Tab label="Utilisateurs" value="utilisateurs" component={Link} to="/mon-compte/acces/utilisateurs" />
        {showGroups ? (
          <Tab label="Groupes" value="groupes" component={Link} to="/mon-compte/acces/groupes" />
        ) : null}
      </Tabs>
      {tab === 'groupes' ? <GroupsTab /> : <UsersTab />}
    </>
  );
}
