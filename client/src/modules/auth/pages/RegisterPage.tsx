import Alert from '@mui/material/Alert';
import { useNavigate, useSearchParams } from 'react-router';
import { AuthCard } from '../components/AuthCard';
import { RegisterForm } from '../components/RegisterForm';

/** /register (spec §2, §4 "register, a code is emailed, validate the code, sign in"). */
export default function RegisterPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const fromAnalyse = params.get('from') === 'analyse';

  const onRegistered = (email: string, confirmed: boolean) => {
    const query = `?email=${encodeURIComponent(email)}`;
    if (confirmed) {
      void navigate(`/login${query}`, {
        state: { notice: 'Votre compte est validé, vous pouvez vous connecter.' },
      });
    } else {
      void navigate(`/validate${query}`, {
        state: {
          notice: `Un code de validation vous a été envoyé par email à ${email}. Saisissez-le pour valider votre compte.`,
        },
      });
    }
  };

  return (
    <AuthCard title="Créer un compte">
      {fromAnalyse ? (
        <Alert severity="info" sx={{ mb: 1 }}>
          Créez votre compte pour voir l&apos;analyse de votre FEC : elle sera rattachée à votre compte dès
          votre première connexion.
        </Alert>
      ) : null}
      <RegisterForm onRegistered={onRegistered} />
    </AuthCard>
  );
}
