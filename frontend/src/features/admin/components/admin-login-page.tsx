import { LoginRequestSchema } from '@filebridge/contracts';
import { Navigate, useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { Button } from '../../../components/button';
import { useZodForm } from '../../../components/form/use-zod-form';
import { TextField } from '../../../components/form-field';
import { errorMessage } from '../../../lib/api';
import { usePageTitle } from '../../../lib/use-page-title';
import { useAdminStore } from '../../../stores/admin-store';
import { adminLogin } from '../api/admin-api';
import styles from './admin-login-page.module.css';

/** `/admin/login`: administrators sign in here; on success the admin and token are persisted. */
export function AdminLoginPage() {
  usePageTitle('Admin Log In | Filebridge');
  const admin = useAdminStore((s) => s.admin);
  const setAdmin = useAdminStore((s) => s.setAdmin);
  const navigate = useNavigate();
  const form = useZodForm(LoginRequestSchema, { email: '', password: '' });
  const submitting = form.formState.isSubmitting;

  if (admin && !submitting) return <Navigate to={`/admin/dashboard/${admin.id}`} replace />;

  const signIn = form.handleSubmit(async (values) => {
    try {
      const result = await adminLogin(values);
      setAdmin({ ...result.admin }, result.token);
      toast.success(`Signed in as ${result.admin.email}.`);
      navigate(`/admin/dashboard/${result.admin.id}`, { replace: true });
    } catch (error) {
      toast.error(errorMessage(error, 'Sign in failed. Please try again.'));
    }
  });

  return (
    <div className={styles.page}>
      <div className={styles.card}>
        <h1 className={styles.title}>Admin Log In</h1>
        <p className={styles.lead}>Sign in with your administrator account to manage orders, queues and the catalog.</p>
        <form className={styles.form} onSubmit={signIn} noValidate aria-label="Admin log in">
          <TextField id="admin-email" label="Email" type="email" autoComplete="username" {...form.field('email')} />
          <TextField id="admin-password" label="Password" type="password" autoComplete="current-password" {...form.field('password')} />
          <Button type="submit" size="lg" block loading={submitting} loadingText="Signing in...">
            Sign In
          </Button>
        </form>
      </div>
    </div>
  );
}
